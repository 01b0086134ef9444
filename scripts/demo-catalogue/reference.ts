// The small tables of the demo: families, system types and applications, refrigerants, approvals, countries,
// recommendations and web config. Applications tie families and series to where they are used (catalogue-facts
// §15); VRF is not named by any source read, so its mapping is our demo choice.
import type { Approval, Country, Family, Refrigerant, SystemType, WebConfigEntry } from '../../src/catalogue';

export const FAMILIES: Family[] = [
  { Id: 1, Classname: 'Sov', Name: { cn: '电磁阀', en: 'Solenoid valve' }, PipelineA: true, PipelineC: true, PipelineD: true },
  { Id: 2, Classname: 'TxvOld', Name: { cn: '热力膨胀阀', en: 'Thermostatic expansion valve' }, PipelineA: true, PipelineC: false, PipelineD: false },
  { Id: 3, Classname: 'Eev', Name: { cn: '电子膨胀阀', en: 'Electronic expansion valve' }, PipelineA: true, PipelineC: true, PipelineD: true },
  { Id: 4, Classname: 'Mv4', Name: { cn: '四通换向阀', en: 'Four-way reversing valve' }, PipelineA: false, PipelineC: true, PipelineD: true },
  { Id: 5, Classname: 'Filter', Name: { cn: '干燥过滤器', en: 'Filter drier' }, PipelineA: true, PipelineC: true, PipelineD: false },
  { Id: 6, Classname: 'Xtf', Name: { cn: '压力调节阀', en: 'Pressure regulating valve' }, PipelineA: true, PipelineC: true, PipelineD: true },
  { Id: 7, Classname: 'Eprv', Name: { cn: '电子压力调节阀', en: 'Electronic pressure regulating valve' }, PipelineA: false, PipelineC: true, PipelineD: true },
  { Id: 8, Classname: 'Cvs', Name: { cn: '单向阀', en: 'Check valve' }, PipelineA: true, PipelineC: true, PipelineD: true },
  { Id: 9, Classname: 'Bv', Name: { cn: '球阀', en: 'Ball valve' }, PipelineA: true, PipelineC: true, PipelineD: true },
  { Id: 10, Classname: 'Ssv', Name: { cn: '截止阀', en: 'Shut-off valve' }, PipelineA: true, PipelineC: true, PipelineD: true },
  { Id: 11, Classname: 'Sg', Name: { cn: '视液镜', en: 'Sight glass' }, PipelineA: true, PipelineC: false, PipelineD: false },
  { Id: 12, Classname: 'Pt', Name: { cn: '压力传感器', en: 'Pressure transmitter' }, PipelineA: false, PipelineC: true, PipelineD: true },
  { Id: 13, Classname: 'Ps', Name: { cn: '压力开关', en: 'Pressure switch' }, PipelineA: false, PipelineC: true, PipelineD: true },
  { Id: 14, Classname: 'Pc', Name: { cn: '压力控制器', en: 'Pressure controller' }, PipelineA: false, PipelineC: true, PipelineD: true },
  { Id: 15, Classname: 'Pc2', Name: { cn: '双压力控制器', en: 'Dual pressure controller' }, PipelineA: false, PipelineC: true, PipelineD: true },
].map((f) => ({
  ...f,
  Imgfilename: `${f.Classname}.svg`,
  Sort: f.Id,
  // Sensors and controls are list-only (spec): no sizing model.
  CalculateType: ['Pt', 'Ps', 'Pc', 'Pc2'].includes(f.Classname) ? 0 : 1,
})) as Family[];

export const SYSTEM_TYPES: SystemType[] = [
  { Id: 1, Message: { cn: '空调', en: 'Air conditioning' }, Memo: { cn: '房间空调、多联机、单元式和冷水机组', en: 'Room and split AC, VRF, unitary and chillers' } },
  { Id: 2, Message: { cn: '热泵', en: 'Heat pumps' }, Memo: { cn: '热泵热水器、烘干热泵', en: 'Heat pump water heaters and dryers' } },
  { Id: 3, Message: { cn: '商业冷冻冷藏', en: 'Commercial refrigeration' }, Memo: { cn: '冷库、超市、展示柜', en: 'Cold rooms, supermarkets, display cabinets' } },
  { Id: 4, Message: { cn: '运输与专用', en: 'Transport and special' }, Memo: { cn: '冷藏运输、制冰机、机房精密空调', en: 'Transport refrigeration, ice machines, close control' } },
];

/** Applications: [slug, type, cn, en, families, series names, memo en]. */
export const SYSTEMS: [string, number, string, string, string[], string[], string][] = [
  ['split-ac', 1, '分体式空调', 'Split air conditioner', ['Mv4', 'Eev', 'Cvs', 'TxvOld', 'Filter'], ['SHF', 'DSF', 'LPF', 'DPF', 'BCV', 'RFKH', 'RFGD', 'DGB'], 'Four-way valve, EEV or TXV, check valve in parallel with the EEV or capillary'],
  ['vrf', 1, '多联机', 'VRF', ['Eev', 'Mv4', 'Sov', 'Cvs', 'Pt', 'Pc2', 'Filter', 'Bv'], ['LPF', 'DPF', 'DPF(R)', 'SHF', 'DSF', 'MDF', 'FDF', 'BCV', 'YCQB', 'PS15', 'DGB', 'SBV'], 'An electronic expansion valve in each indoor unit, four-way valve, pressure controls on the outdoor unit'],
  ['rooftop', 1, '屋顶式空调', 'Rooftop and unitary', ['TxvOld', 'Mv4', 'Filter', 'Sg', 'Pc'], ['RFGB', 'TCCE', 'SHF', 'DGH', 'SGI', 'PS50'], 'TXV above 20 t, four-way valve for heat pump versions'],
  ['chiller', 1, '冷水机组', 'Chiller', ['TxvOld', 'Eev', 'Xtf', 'Mv4', 'Pt', 'Pc', 'Filter', 'Bv', 'Ssv'], ['TCCE', 'VPF', 'XEP', 'DRVB', 'YCQB', 'PS50T', 'DGH', 'SBV', 'GSV'], 'Evaporating pressure regulator for freeze protection'],
  ['heat-pump-water-heater', 2, '热泵热水器', 'Heat pump water heater', ['Mv4', 'Eev', 'TxvOld', 'Filter', 'Cvs', 'Sov', 'Pt', 'Pc2'], ['DSF', 'DPF', 'RFGD', 'DGB', 'BCV', 'MDF', 'YCQB', 'PS15'], 'Bi-flow components for reversible operation and defrost'],
  ['heat-pump-dryer', 2, '热泵烘干机', 'Heat pump dryer', ['Eev', 'TxvOld', 'Filter', 'Sg', 'Sov', 'Ps'], ['DPF', 'RFKH', 'DGL', 'SGI', 'MDF', 'PS01'], 'High condensing temperatures: check PS of every part'],
  ['cold-room', 3, '冷库', 'Cold room', ['TxvOld', 'Sov', 'Filter', 'Sg', 'Pc', 'Pc2', 'Xtf', 'Ssv'], ['RFGB', 'FDF', 'DGL', 'SGI', 'PS50', 'PS15', 'XCP', 'HSV', 'RSV'], 'Pump-down solenoid in the liquid line, crankcase regulator'],
  ['supermarket-rack', 3, '超市并联机组', 'Supermarket rack', ['TxvOld', 'Eev', 'Sov', 'Cvs', 'Bv', 'Pt', 'Xtf', 'Sg'], ['TA', 'SEK', 'LDF', 'FDF', 'NCH', 'SBV', 'YCQB', 'XEP', 'SGI'], 'Check valves after parallel compressors, EPR for multi-evaporator suction'],
  ['co2-booster', 3, 'CO2 增压系统', 'CO2 booster', ['Bv', 'Cvs', 'Pt', 'Ps', 'Sg', 'Eev'], ['CBVT', 'CBV', 'NCT', 'YCQC', 'PS01C', 'SGT', 'SEK'], 'Gas cooler 120–140 bar, receiver 60–90 bar, MT suction 35–55 bar'],
  ['display-cabinet', 3, '展示柜', 'Display cabinet', ['TxvOld', 'Eev', 'Sov', 'Filter', 'Sg', 'Xtf'], ['TA', 'SEK', 'MDF', 'DGH', 'SGX', 'XEP'], 'Small TXV or EEV per case, solenoid per case'],
  ['transport', 4, '冷藏运输', 'Transport refrigeration', ['Eprv', 'TxvOld', 'Eev', 'Sov', 'Filter', 'Ps'], ['ESR', 'EHG', 'RFGB', 'SEK', 'FDF', 'DGH', 'PS01'], 'Suction modulation valve for capacity control'],
  ['ice-machine', 4, '制冰机', 'Ice machine', ['Sov', 'TxvOld', 'Filter', 'Ps'], ['MDF', 'MDF-NO', 'TA', 'DGL', 'PS01'], 'Hot-gas solenoid for harvest'],
  ['close-control', 4, '机房精密空调', 'Close control and process cooling', ['Eev', 'TxvOld', 'Xtf', 'Eprv', 'Pt'], ['SEK', 'VPF', 'TCCE', 'XHB', 'EHG', 'YCQB'], 'Hot-gas bypass for low-load stability'],
  ['cascade', 4, '复叠低温系统', 'Cascade low-temperature system', [], [], 'Two circuits: the high stage condenses the low stage (R23 or CO2)'],
];

export const REFRIGERANTS: Refrigerant[] = (
  [
    ['R22', 'A1', 'HCFC', 'pure', 1810], ['R32', 'A2L', 'HFC', 'pure', 675], ['R134a', 'A1', 'HFC', 'pure', 1430],
    ['R404A', 'A1', 'HFC', 'zeotropic', 3922], ['R407C', 'A1', 'HFC', 'zeotropic', 1774], ['R407F', 'A1', 'HFC', 'zeotropic', 1825],
    ['R410A', 'A1', 'HFC', 'zeotropic', 2088], ['R448A', 'A1', 'HFC/HFO', 'zeotropic', 1387], ['R449A', 'A1', 'HFC/HFO', 'zeotropic', 1397],
    ['R452A', 'A1', 'HFC/HFO', 'zeotropic', 2140], ['R454B', 'A2L', 'HFC/HFO', 'zeotropic', 466], ['R454C', 'A2L', 'HFC/HFO', 'zeotropic', 148],
    ['R507A', 'A1', 'HFC', 'azeotropic', 3985], ['R513A', 'A1', 'HFC/HFO', 'azeotropic', 631], ['R1234yf', 'A2L', 'HFO', 'pure', 4],
    ['R1234ze(E)', 'A2L', 'HFO', 'pure', 7], ['R290', 'A3', 'HC', 'pure', 3], ['R600a', 'A3', 'HC', 'pure', 3], ['R1270', 'A3', 'HC', 'pure', 2],
    ['R744', 'A1', 'natural', 'pure', 1], ['R717', 'B2L', 'natural', 'pure', 0], ['R23', 'A1', 'HFC', 'pure', 14800], ['R1233zd(E)', 'A1', 'HFO', 'pure', 1],
  ] as const
).map(([Name, Safety, Kind, Blend, Gwp], i) => ({ Name, Safety, Kind, Blend, Gwp, Sort: i + 1 }));

export const APPROVALS: Approval[] = [
  { Code: 'CE', Name: { cn: 'CE 认证', en: 'CE marking' }, Sort: 1 },
  { Code: 'LVD', Name: { cn: '低电压指令', en: 'Low Voltage Directive' }, Sort: 2 },
  { Code: 'TUV', Name: { cn: 'TÜV 认证', en: 'TÜV' }, Group: 'LVD(TUV/VDE)', Sort: 3 },
  { Code: 'VDE', Name: { cn: 'VDE 认证', en: 'VDE' }, Group: 'LVD(TUV/VDE)', Sort: 4 },
  { Code: 'A2L/A3', Name: { cn: '适用 A2L/A3 可燃冷媒', en: 'Flammable refrigerants A2L/A3' }, Sort: 5 },
  { Code: 'PED II', Name: { cn: '压力设备指令 II 类', en: 'Pressure Equipment Directive category II' }, Sort: 6 },
  { Code: 'PED IV', Name: { cn: '压力设备指令 IV 类', en: 'Pressure Equipment Directive category IV' }, Sort: 7 },
  { Code: 'UKCA', Name: { cn: 'UKCA 认证', en: 'UKCA marking' }, Sort: 8 },
  { Code: 'UL', Name: { cn: 'UL 认证', en: 'UL listed' }, Sort: 9 },
  { Code: 'CUL', Name: { cn: 'cUL 认证', en: 'cUL listed' }, Sort: 10 },
  { Code: 'CRN', Name: { cn: '加拿大注册号 CRN', en: 'Canadian Registration Number' }, Sort: 11 },
];

export const COUNTRIES: Country[] = (
  [
    // The last two: the mains voltage (V) and frequency (Hz) coils are mostly ordered for (IEC World Plugs table).
    ['cn', '中国', 'China', 'cn', 2, 'CN', 220, 50], ['de', '德国', 'Germany', 'de', 2, 'EU', 230, 50], ['jp', '日本', 'Japan', 'ja', 2, 'APAC', 100, 60],
    ['kr', '韩国', 'Korea', 'ko', 2, 'APAC', 220, 60], ['ru', '俄罗斯', 'Russia', 'ru', 2, 'CIS', 230, 50], ['gb', '英国', 'United Kingdom', 'en', 2, 'UK', 230, 50],
    ['us', '美国', 'United States', 'en', 1, 'NA', 120, 60], ['fr', '法国', 'France', 'fr', 2, 'EU', 230, 50], ['it', '意大利', 'Italy', 'it', 2, 'EU', 230, 50],
    ['es', '西班牙', 'Spain', 'es', 2, 'EU', 230, 50], ['in', '印度', 'India', 'en', 2, 'APAC', 230, 50],
  ] as const
).map(([iso, Country, CountryEn, Language, Unitid, Location, MainsVoltageV, MainsFrequencyHz], i) => ({
  Id: i + 1,
  Country,
  CountryEn,
  Language,
  Unitid,
  Location,
  NationalFlag: `/images/flags/${iso}.svg`,
  Iso: iso.toUpperCase(),
  Sort: i + 1,
  MainsVoltageV,
  MainsFrequencyHz,
}));

/** A recommendation as the demo writes it; the builder resolves names to Ids and part numbers. */
export interface DemoRecommendation {
  family: string;
  series: string[];
  approvals: string[];
  refrigerants: string[];
  locations: string[];
  title: [cn: string, en: string];
  content: [cn: string, en: string];
  /** Default Recommend: opens the product or series. Function opens a function of the site (`converter`). */
  link?: { type: 'Link'; url: string } | { type: 'Function'; url: string } | { type: 'NoJump' };
  /** The ProductName of a part it recommends (the builder finds its part number). */
  product?: string;
}

// The two products named are the variants the text speaks of: a 110 V AC coil for North America, a 12 V DC EEV.
// The Link goes to the publication the SHF figures are taken from (sources.ts, sanhua-shf).
export const RECOMMENDATIONS: DemoRecommendation[] = [
  { family: 'Sov', series: ['FDF'], approvals: ['UL'], refrigerants: [], locations: ['NA'], title: ['UL 认证先导式电磁阀', 'UL-listed pilot solenoid valves'], content: ['北美项目优先选用 UL/cUL 版本（英制接口，110 V 线圈）', 'For North American projects pick the UL/cUL versions (inch connections, 110 V coil)'], product: 'FDF-07-S33-110AC' },
  { family: 'Bv', series: ['CBVT', 'CBV'], approvals: [], refrigerants: ['R744'], locations: [], title: ['CO2 专用球阀', 'Ball valves for CO2'], content: ['跨临界侧选 CBVT（140 bar），亚临界侧选 CBV（90 bar）', 'CBVT (140 bar) on the transcritical side, CBV (90 bar) on the subcritical side'] },
  { family: 'Eev', series: ['LPF', 'DPF'], approvals: ['A2L/A3'], refrigerants: ['R32', 'R454B', 'R290'], locations: [], title: ['低 GWP 冷媒电子膨胀阀', 'EEVs for low-GWP refrigerants'], content: ['已评估 A2L/A3 冷媒', 'Assessed for A2L/A3 refrigerants'] },
  { family: 'Mv4', series: ['SHF'], approvals: [], refrigerants: [], locations: ['CN', 'APAC'], title: ['SHF 四通换向阀', 'SHF four-way valves'], content: ['房间空调和热泵的常用系列；打开厂家的系列页面', 'The usual series for room AC and heat pumps; opens the maker\'s series page'], link: { type: 'Link', url: 'https://www.sanhuausa.com/us/en/products/four-way-reversing-valve/4-way-reversing-valve-shf-series' } },
  { family: 'Filter', series: ['DGH'], approvals: ['PED II'], refrigerants: [], locations: ['EU', 'UK'], title: ['HFC/HFO 系统干燥过滤器', 'Filter driers for HFC/HFO systems'], content: ['100% 分子筛芯，适合 POE 油', '100 % molecular sieve core, suited to POE oil'] },
  { family: 'TxvOld', series: ['RFGB'], approvals: [], refrigerants: ['R404A', 'R507A', 'R448A', 'R449A'], locations: [], title: ['商用冷冻热力膨胀阀', 'TXVs for commercial refrigeration'], content: ['外平衡、可换孔口', 'External equaliser, interchangeable orifice'] },
  { family: 'Sg', series: ['SGI'], approvals: [], refrigerants: [], locations: [], title: ['干燥过滤器后装视液镜', 'A sight glass after every drier'], content: ['带湿度指示，便于检查系统含水', 'Moisture indicator shows when the drier is spent'], link: { type: 'NoJump' } },
  { family: 'Eev', series: ['DPF'], approvals: [], refrigerants: ['R410A', 'R32'], locations: ['APAC', 'CN'], title: ['热泵用双向电子膨胀阀', 'Bi-flow EEVs for heat pumps'], content: ['500 步，12 V DC', '500 steps, 12 V DC'], product: 'DPF-13-S33-L05' },
  { family: 'Pc', series: ['PS50T'], approvals: ['TUV'], refrigerants: [], locations: ['EU', 'UK'], title: ['EN 12263 安全压力控制器', 'EN 12263 safety pressure controls'], content: ['高压保护需使用 TÜV 认证的失效保护型', 'High-pressure protection needs the TÜV-approved fail-safe type'] },
  { family: 'Pt', series: ['YCQC'], approvals: [], refrigerants: ['R744', 'R717'], locations: [], title: ['高压压力传感器', 'High-pressure transmitters'], content: ['量程至 150 bar', 'Ranges up to 150 bar'] },
  { family: 'Sov', series: [], approvals: [], refrigerants: [], locations: [], title: ['单位换算与压力–温度换算', 'Unit and pressure–temperature converter'], content: ['按冷媒把饱和压力换算为温度，或反之', 'Turns a saturation pressure into a temperature for a refrigerant, and back'], link: { type: 'Function', url: 'converter' } },
  { family: 'Xtf', series: [], approvals: [], refrigerants: [], locations: ['EU', 'UK'], title: ['F-Gas 法规下的压力调节阀', 'Pressure regulators under the F-gas rules'], content: ['低 GWP 冷媒系统的蒸发压力与冷凝压力调节', 'Evaporating and condensing pressure regulation for low-GWP systems'] },
];

export const LOCATIONS = ['CN', 'EU', 'APAC', 'CIS', 'UK', 'NA'];

export const WEB_CONFIG: WebConfigEntry[] = [
  ...LOCATIONS.map((l) => ({
    KeyName: `shop.${l}`,
    Type: 'Shop' as const,
    Content: `https://shop.example.com/${l.toLowerCase()}`,
    Label: { cn: `在线商城（${l}，演示链接）`, en: `Online shop (${l}, demo link)` },
    Location: l,
  })),
  { KeyName: 'filing.icp', Type: 'Filing', Content: 'https://beian.miit.gov.cn/', Label: { cn: '沪ICP备00000000号-1（演示）', en: 'ICP filing 00000000-1 (demo)' } },
  { KeyName: 'filing.police', Type: 'Filing', Content: 'https://www.beian.gov.cn/portal/registerSystemInfo?recordcode=00000000000000', Label: { cn: '沪公网安备00000000000000号（演示）', en: 'Public security filing 00000000000000 (demo)' } },
  { KeyName: 'footer.demoNotice', Type: 'Text', Content: 'demo', Label: { cn: '本站产品数据为演示数据，并非任何厂商的真实样本。', en: 'The product data on this site is demonstration data, not a real maker\'s data sheet.' } },
  { KeyName: 'contact.email', Type: 'Link', Content: 'mailto:info@example.com', Label: { cn: '联系我们', en: 'Contact' } },
  { KeyName: 'site.title', Type: 'Text', Content: 'Valve Selector', Label: { cn: '阀门选型', en: 'Valve Selector' } },
  // An Image entry holds a path under the site's images folder; this one is a drawing the site already serves.
  { KeyName: 'home.picture', Type: 'Image', Content: 'systems/supermarket-rack.svg', Label: { cn: '首页配图（演示）', en: 'Home page picture (demo)' } },
];

/** Chinese notes of the applications, by slug. */
export const SYSTEM_MEMO_CN: Record<string, string> = {
  'split-ac': '四通换向阀、电子或热力膨胀阀，单向阀与电子膨胀阀或毛细管并联',
  vrf: '每台室内机配电子膨胀阀，室外机配四通换向阀和压力控制',
  rooftop: '20 冷吨以上用热力膨胀阀，热泵型配四通换向阀',
  chiller: '蒸发压力调节阀用于防冻保护',
  'heat-pump-water-heater': '双向流部件，用于换向运行和除霜',
  'heat-pump-dryer': '冷凝温度高：逐一核对各部件的最高工作压力',
  'cold-room': '液管电磁阀实现抽空停机，曲轴箱压力调节阀',
  'supermarket-rack': '并联压缩机排气单向阀，多蒸发器吸气用蒸发压力调节阀',
  'co2-booster': '气冷器 120–140 bar，储液器 60–90 bar，中温吸气 35–55 bar',
  'display-cabinet': '每台展示柜配小型膨胀阀和电磁阀',
  transport: '吸气调制阀用于能量调节',
  'ice-machine': '热气电磁阀用于脱冰',
  'close-control': '热气旁通保证低负荷稳定运行',
  cascade: '两级回路：高温级冷凝低温级（R23 或 CO2）',
};
