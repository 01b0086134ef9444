// Demo coils: voltages and the patterns of catalogue-facts §17 (MQ coil name is Sanhua's, figures fictitious).
import type { Coil } from '../../src/catalogue';

/** A coil before Ids are known: which series (by name) it fits. */
export type CoilDef = Omit<Coil, 'Id' | 'Serialids'> & { series: string[] };

const SOV = ['MDF', 'MDF-NO', 'FDF', 'FDF-NO', 'LDF'];
const MV4 = ['SHF', 'DSF', 'DRVB'];
/** EEV series by stepper motor: the small valves run unipolar stators, the large balanced and ceramic ones bipolar. */
export const UNIPOLAR_EEV = ['DPF', 'LPF', 'DPF(R)'];
export const BIPOLAR_EEV = ['VPF', 'SEK'];

export const COILS: CoilDef[] = [
  { Name: 'MQ-230AC-50/60', PartNumber: 'COIL-10001', VoltageV: 230, Current: 'AC', FrequencyHz: '50/60', PowerW: 9, Connection: 'DIN 43650', IpRating: 'IP65', series: SOV },
  { Name: 'MQ-110AC-50/60', PartNumber: 'COIL-10002', VoltageV: 110, Current: 'AC', FrequencyHz: '50/60', PowerW: 9, Connection: 'DIN 43650', IpRating: 'IP65', series: SOV },
  { Name: 'MQ-24AC-50/60', PartNumber: 'COIL-10003', VoltageV: 24, Current: 'AC', FrequencyHz: '50/60', PowerW: 9, Connection: 'DIN 43650', IpRating: 'IP65', series: SOV },
  { Name: 'MQ-24DC', PartNumber: 'COIL-10004', VoltageV: 24, Current: 'DC', PowerW: 14, Connection: 'DIN 43650', IpRating: 'IP65', series: SOV },
  { Name: 'MQ-230DC', PartNumber: 'COIL-10006', VoltageV: 230, Current: 'DC', PowerW: 14, Connection: 'DIN 43650', IpRating: 'IP65', series: SOV },
  { Name: 'MQ-12DC', PartNumber: 'COIL-10005', VoltageV: 12, Current: 'DC', PowerW: 14, Connection: 'cable 1 m', IpRating: 'IP67', series: SOV },
  { Name: 'QV-230AC-50/60', PartNumber: 'COIL-20001', VoltageV: 230, Current: 'AC', FrequencyHz: '50/60', PowerW: 5, Connection: 'cable 0.6 m', IpRating: 'IP54', series: MV4 },
  { Name: 'QV-24AC-50/60', PartNumber: 'COIL-20002', VoltageV: 24, Current: 'AC', FrequencyHz: '50/60', PowerW: 5, Connection: 'cable 0.6 m', IpRating: 'IP54', series: MV4 },
  { Name: 'QV-24DC', PartNumber: 'COIL-20003', VoltageV: 24, Current: 'DC', PowerW: 6, Connection: 'cable 0.6 m', IpRating: 'IP54', series: MV4 },
  { Name: 'ST-12DC-L05', PartNumber: 'COIL-30001', VoltageV: 12, Current: 'DC', PowerW: 3, Connection: 'cable 0.5 m', IpRating: 'IP67', series: UNIPOLAR_EEV, Motor: 'unipolar' },
  { Name: 'ST-12DC-L10', PartNumber: 'COIL-30002', VoltageV: 12, Current: 'DC', PowerW: 3, Connection: 'cable 1 m', IpRating: 'IP67', series: UNIPOLAR_EEV, Motor: 'unipolar' },
  { Name: 'ST-12DC-L20', PartNumber: 'COIL-30003', VoltageV: 12, Current: 'DC', PowerW: 3, Connection: 'cable 2 m', IpRating: 'IP67', series: UNIPOLAR_EEV, Motor: 'unipolar' },
  { Name: 'ST-12DC-L30', PartNumber: 'COIL-30005', VoltageV: 12, Current: 'DC', PowerW: 3, Connection: 'cable 3 m', IpRating: 'IP67', series: UNIPOLAR_EEV, Motor: 'unipolar' },
  { Name: 'ST-12DC-M12', PartNumber: 'COIL-30004', VoltageV: 12, Current: 'DC', PowerW: 3, Connection: 'M12 plug', IpRating: 'IP67', series: UNIPOLAR_EEV, Motor: 'unipolar', Plug: true },
  // Bipolar stators (as Danfoss ETS's and Emerson EX's two-phase steppers), appended so that earlier coils keep their Ids.
  { Name: 'SB-12DC-L05', PartNumber: 'COIL-40001', VoltageV: 12, Current: 'DC', PowerW: 5, Connection: 'cable 0.5 m', IpRating: 'IP67', series: BIPOLAR_EEV, Motor: 'bipolar' },
  { Name: 'SB-12DC-L10', PartNumber: 'COIL-40002', VoltageV: 12, Current: 'DC', PowerW: 5, Connection: 'cable 1 m', IpRating: 'IP67', series: BIPOLAR_EEV, Motor: 'bipolar' },
  { Name: 'SB-12DC-L20', PartNumber: 'COIL-40003', VoltageV: 12, Current: 'DC', PowerW: 5, Connection: 'cable 2 m', IpRating: 'IP67', series: BIPOLAR_EEV, Motor: 'bipolar' },
  { Name: 'SB-12DC-L30', PartNumber: 'COIL-40004', VoltageV: 12, Current: 'DC', PowerW: 5, Connection: 'cable 3 m', IpRating: 'IP67', series: BIPOLAR_EEV, Motor: 'bipolar' },
  { Name: 'SB-12DC-M12', PartNumber: 'COIL-40005', VoltageV: 12, Current: 'DC', PowerW: 5, Connection: 'M12 plug', IpRating: 'IP67', series: BIPOLAR_EEV, Motor: 'bipolar', Plug: true },
];

/** Short voltage code used in model names, e.g. 230AC. */
export function coilCode(name: string): string {
  return name.split('-')[1] ?? name;
}
