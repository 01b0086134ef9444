// A tiny, valid catalogue for the model, check and search tests; each test copies and breaks what it needs.
import type { CatalogueData, SizeTech } from '../../../src/catalogue';

const sovTech = (kv: number): SizeTech => ({
  family: 'Sov',
  connInInch: '3/8',
  connOutInch: '3/8',
  connInMm: 10,
  connOutMm: 10,
  kv,
  portMm: 3,
  operation: 'direct',
  normally: 'NC',
  mopdAcBar: 25,
  mopdDcBar: 21,
  minOpeningDpBar: 0,
  ratedCapacityKW: { R134a: 4 },
});

export function tinyCatalogue(): CatalogueData {
  return {
    version: 'test-1',
    demo: true,
    sources: [],
    families: [
      { Id: 1, Classname: 'Sov', Name: { cn: '电磁阀', en: 'Solenoid valve' }, Imgfilename: 'Sov.svg', Sort: 1, CalculateType: 1, PipelineA: true, PipelineC: true, PipelineD: true },
      { Id: 2, Classname: 'Pt', Name: { cn: '压力传感器', en: 'Pressure transmitter' }, Imgfilename: 'Pt.svg', Sort: 2, CalculateType: 0, PipelineA: false, PipelineC: true, PipelineD: true },
    ],
    systemTypes: [{ Id: 1, Message: { cn: '空调', en: 'Air conditioning' }, Memo: { cn: '空调', en: 'AC' } }],
    systems: [{ Id: 1, Name: { cn: '冷库', en: 'Cold room' }, ImgUrl: '/x.svg', Sort: 1, Valveids: [1], Serialids: [1] }],
    series: [
      { Id: 1, Valveid: 1, Name: 'MDF', Description: { cn: '直动', en: 'Direct' }, Sort: 2, Refrigerants: ['R134a', 'R410A'], Safetycer: ['CE', 'UL'], tech: { psBar: 35, medium: { minC: -40, maxC: 120 } } },
      { Id: 2, Valveid: 1, Name: 'FDF', Description: { cn: '先导', en: 'Pilot' }, Sort: 1, Refrigerants: ['R134a'], Safetycer: ['CE', 'TUV'], tech: { psBar: 35, medium: { minC: -40, maxC: 120 } } },
      { Id: 3, Valveid: 2, Name: 'YCQB', Description: { cn: '传感器', en: 'Sensor' }, Sort: 1, Refrigerants: ['R134a'], Safetycer: ['CE'], tech: { psBar: 50, medium: { minC: -40, maxC: 120 } } },
    ],
    sizes: [
      { Id: 1, Serialid: 1, Name: 'MDF-A03', Sort: 1, tech: sovTech(0.22) },
      { Id: 2, Serialid: 1, Name: 'MDF-A04', Sort: 2, tech: { ...sovTech(0.3), psBar: 42 } },
      { Id: 3, Serialid: 2, Name: 'FDF-09', Sort: 1, tech: sovTech(0.9) },
      { Id: 4, Serialid: 3, Name: 'YCQB-30I', Sort: 1 },
    ],
    products: [
      { PartNumber: 'SOV-10001', ProductName: 'MDF-A03-S33', Serialid: 1, Valveid: 1, Sizeid: 1, ProductType: 'NC', Coilid: 1, CoilVoltage: '230 V AC', Refrigerant: ['R134a', 'R410A'], Safetycer: ['CE', 'UL'] },
      { PartNumber: 'SOV-10002', ProductName: 'MDF-A04-S33', Serialid: 1, Valveid: 1, Sizeid: 2, ProductType: 'NC', Refrigerant: ['R134a'], Safetycer: ['CE'] },
      { PartNumber: 'SOV-11001', ProductName: 'FDF-09-S34', Serialid: 2, Valveid: 1, Sizeid: 3, ProductType: 'NC', Refrigerant: ['R134a'], Safetycer: ['CE', 'TUV'] },
      { PartNumber: 'PT-10001', ProductName: 'YCQB-30IU', Serialid: 3, Valveid: 2, Sizeid: 4, ProductType: 'UNF', Refrigerant: ['R134a'], Safetycer: ['CE'] },
    ],
    coils: [{ Id: 1, Name: 'MQ-230AC', PartNumber: 'COIL-1', VoltageV: 230, Current: 'AC', PowerW: 9, Connection: 'DIN', IpRating: 'IP65', Serialids: [1, 2] }],
    accessories: [],
    refrigerants: [
      { Name: 'R134a', Safety: 'A1', Kind: 'HFC', Blend: 'pure', Gwp: 1430, Sort: 1 },
      { Name: 'R410A', Safety: 'A1', Kind: 'HFC', Blend: 'zeotropic', Gwp: 2088, Sort: 2 },
    ],
    approvals: [
      { Code: 'CE', Name: { cn: 'CE', en: 'CE' }, Sort: 1 },
      { Code: 'UL', Name: { cn: 'UL', en: 'UL' }, Sort: 2 },
      { Code: 'TUV', Name: { cn: 'TÜV', en: 'TÜV' }, Group: 'LVD(TUV/VDE)', Sort: 3 },
      { Code: 'VDE', Name: { cn: 'VDE', en: 'VDE' }, Group: 'LVD(TUV/VDE)', Sort: 4 },
    ],
    countries: [{ Id: 1, Country: '中国', CountryEn: 'China', Language: 'cn', Unitid: 2, Location: 'CN', NationalFlag: '/images/flags/cn.svg', Iso: 'CN', Sort: 1 }],
    recommendations: [
      { Id: 1, Safetycer: [], Refrigerant_S: ['R410A'], Location: [], Valveid: 1, Serialids: [1], Title: { cn: '推荐', en: 'For R410A' }, Content: { cn: '备注', en: 'Note' }, LinkType: 'Recommend', Sort: 2 },
      { Id: 2, Safetycer: [], Refrigerant_S: [], Location: ['CN'], Valveid: 1, Serialids: [2], Title: { cn: '中国', en: 'China' }, Content: { cn: '备注', en: 'Note' }, LinkType: 'NoJump', Sort: 1 },
    ],
    webConfig: [{ KeyName: 'shop.CN', Type: 'Shop', Content: 'https://shop.example.com/cn', Location: 'CN' }],
  };
}
