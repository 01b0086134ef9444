// Demo accessories (issue #28): the parts a distributor sells beside a valve, as makers sell them. An EEV needs a
// driver and, with an M12-plug stator, its cable (as Emerson's EX valve takes an EXD driver and an EXV-M cable);
// a thermostatic valve with an interchangeable orifice is bought as element, orifice and connection set (as
// Danfoss TE2); every flare end takes a nut. Each driver runs the stators of one motor type. Names and part numbers are the demo's own scheme:
// <KIND>-<5 digits>, numbered in definition order.
import { inch, eighths } from './helpers';
import type { Accessory, MotorType, Product, Series, Size } from '../../src/catalogue';

/** An accessory before its part number is numbered. */
type AccessoryDef = Omit<Accessory, 'PartNumber' | 'Sort'>;

const PREFIX: Record<Accessory['Kind'], string> = {
  driver: 'DRV',
  cable: 'CBL',
  orifice: 'ORF',
  'connection-set': 'CNS',
  'flare-nut': 'NUT',
};

/** The drivers, each for the stators of one motor type (any EEV series; the stator decides). */
const DRIVERS: [name: string, motor: MotorType, cn: string, en: string][] = [
  ['SD-U12', 'unipolar', '电子膨胀阀驱动器，12 V DC 单极步进，最多 500 步，0–10 V / Modbus', 'EEV driver, 12 V DC unipolar stepper up to 500 steps, 0–10 V or Modbus'],
  ['SD-B24', 'bipolar', '电子膨胀阀驱动器，24 V AC 双极步进，最多 2625 步，过热度控制', 'EEV driver, 24 V AC bipolar stepper up to 2625 steps, superheat control'],
];
const EEV_SERIES = ['DPF', 'LPF', 'VPF', 'SEK', 'DPF(R)'];

/** Series of thermostatic valves whose orifice is bought apart (the rest carry a fixed orifice). */
const ORIFICE_SERIES = ['RFGB'];

/** The demo accessories, their relations resolved against the built series, sizes and products. */
export function buildAccessories(series: readonly Series[], sizes: readonly Size[], products: readonly Product[]): Accessory[] {
  const seriesId = (name: string) => {
    const found = series.find((s) => s.Name === name);
    if (!found) throw new Error(`accessory names unknown series ${name}`);
    return found.Id;
  };
  const defs: AccessoryDef[] = [];

  const eev = EEV_SERIES.map(seriesId);
  for (const [name, motor, cn, en] of DRIVERS)
    defs.push({ Name: name, Kind: 'driver', Description: { cn, en }, Serialids: eev, Motor: motor, Quantity: 1 });
  defs.push({
    Name: 'SC-M12-3',
    Kind: 'cable',
    Description: { cn: '定子电缆，M12 插座，3 m', en: 'Stator cable with M12 socket, 3 m' },
    Serialids: eev,
    CoilConnections: ['M12 plug'],
    Quantity: 1,
  });

  for (const name of ORIFICE_SERIES) {
    const id = seriesId(name);
    for (const size of sizes.filter((s) => s.Serialid === id)) {
      const tech = size.tech;
      if (tech?.family !== 'TxvOld') continue;
      defs.push({
        Name: `${name}-ORF-${tech.orificeCode}`,
        Kind: 'orifice',
        Description: { cn: `${name} 孔口组件 ${tech.orificeCode}（Ø${tech.orificeMm} mm）`, en: `${name} orifice assembly ${tech.orificeCode} (Ø${tech.orificeMm} mm)` },
        Serialids: [id],
        Sizeids: [size.Id],
        Quantity: 1,
      });
    }
    // One connection set per pair of ends the series is sold with: solder adaptors or flare nipples.
    const pairs = new Map<string, Product>();
    for (const p of products.filter((x) => x.Serialid === id && x.ConnectionType))
      pairs.set(`${p.ConnectionType} ${p.ConnectionIn} ${p.ConnectionOut}`, p);
    for (const p of pairs.values()) {
      const unit = p.ConnectionType === 'ODM' ? ' mm' : ' in';
      const kind = p.ConnectionType === 'SAE' ? { cn: '扩口', en: 'flare' } : { cn: '焊接', en: 'solder' };
      defs.push({
        Name: `${name}-CS-${p.ConnectionType}-${p.ConnectionIn}x${p.ConnectionOut}`.replace(/\//g, ''),
        Kind: 'connection-set',
        Description: {
          cn: `${name} ${kind.cn}接口组件 ${p.ConnectionIn} × ${p.ConnectionOut}${unit} ${p.ConnectionType}`,
          en: `${name} ${kind.en} connection set ${p.ConnectionIn} × ${p.ConnectionOut}${unit} ${p.ConnectionType}`,
        },
        Serialids: [id],
        ConnectionTypes: [p.ConnectionType!],
        ConnectionIn: p.ConnectionIn!,
        ConnectionOut: p.ConnectionOut!,
        Quantity: 1,
      });
    }
  }

  // Flare nuts for every SAE end, whatever the family (lineVariants offers flare up to 5/8 in).
  const flareSeries = series.filter((s) => products.some((p) => p.Serialid === s.Id && p.ConnectionType === 'SAE')).map((s) => s.Id);
  for (let e = 2; e <= 5; e += 1)
    defs.push({
      Name: `FN-${e}`,
      Kind: 'flare-nut',
      Description: { cn: `SAE 扩口螺母 ${inch(e)} in，黄铜`, en: `SAE flare nut ${inch(e)} in, brass` },
      Serialids: flareSeries,
      ConnectionTypes: ['SAE'],
      EndSize: inch(eighths(inch(e))),
      Quantity: 1,
    });

  const running = new Map<string, number>();
  return defs.map((def, i) => {
    const n = (running.get(def.Kind) ?? 0) + 1;
    running.set(def.Kind, n);
    return { PartNumber: `${PREFIX[def.Kind]}-${10000 + n}`, ...def, Sort: i + 1 };
  });
}
