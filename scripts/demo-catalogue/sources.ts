// The publications the demo figures quote or imitate (catalogue-facts.md). Every file header lists them;
// series cite them by id. Nothing here is a maker's data sheet: see NOTICE.
import type { Source } from '../../src/catalogue';

export const NOTICE =
  'DEMONSTRATION DATA. This range is invented for the Valve Selector demo: series names are partly real (where the ' +
  'sources name them) but sizes, part numbers and most figures are demo values that only imitate the publications ' +
  'listed in sources. Do not use it to select or order real products.';

const s = (id: string, title: string, url: string | undefined, usedFor: string): Source => ({ id, title, ...(url ? { url } : {}), usedFor });

export const SOURCES: Source[] = [
  s('sanhua-catalogue', 'Sanhua Standard Catalogue Update 2020 (CA-STD-EN-R1020), table of contents', 'https://www.scribd.com/document/581416553/Standard-Catalogue-Update2020-English-Web-10', 'real series names (MDF, FDF, LDF, RFKH, RFGB, RFGD, TA, TCCE, DPF, LPF, VPF, SEK, DSF, DRVB, SBV, CBV, CBVT, YCQB, YCQC, PS01/50/15); no figures'),
  s('sanhua-shf', '4 Way reversing valve SHF Series, Sanhua USA', 'https://www.sanhuausa.com/us/en/products/four-way-reversing-valve/4-way-reversing-valve-shf-series', 'SHF table verbatim: ports, Kv, tubes, min. shift differential, PS 4.5 MPa, part numbers; capacity range 3–240 kW'),
  s('saginomiya-chv', 'Danfoss Saginomiya 4-Way Reversing Valves (CHV)', 'https://www.scribd.com/doc/56657391/SAGInoMIYA-4-Way-Reversing-Valves', 'four-way valve capacities at 0.1/0.2 bar (check of the fitted SHF capacities)'),
  s('danfoss-chv-guide', 'Danfoss CHV installation guide', 'https://manualmachine.com/danfoss/chv/18786384-installation-guide', 'four-way valve fluid and ambient temperature limits'),
  s('honeywell-m', 'Series M Solenoid Valves Normally Closed – Product Data (Honeywell EN0H-1917GE23)', 'https://manualmachine.com/honeywell/md103s/10872244-product-data', 'solenoid PS 35/test 50 bar, MOPD AC 25/30 and DC 21 bar, min. opening 0/0.05 bar, Kv 0.17–1.6, temperatures, coil voltages'),
  s('danfoss-evr', 'Data sheet Solenoid valve Types EVR 2 – EVR 40', 'https://de.scribd.com/document/305574637/DKRCC-PD-BB0-A8-22-EVR2-40-RJA', 'solenoid NC/NO, solder ends up to 2-1/8 in'),
  s('danfoss-evu', 'Data sheet Solenoid valves Type EVU', 'https://manualmachine.com/danfoss/evu1/18786003-data-sheet', 'solenoid applications (ice machines, appliances, heat pumps), approvals'),
  s('castel-sov', 'Castel Handbook Solenoid Valves Ed. 2017', 'https://ru.scribd.com/document/435029116/Normally-closed-solenoid-valves-pdf', 'direct vs pilot operation, NO valves designed for DC coils, A2L up to DN 25'),
  s('emerson-sov-guide', 'Emerson Flow Controls solenoid valve user guide', 'http://38.142.81.21:8001/manual/emerson-flow-controls/047515/user-guide-english/page-11.html', 'solenoid uses: pump-down, suction, hot-gas bypass and defrost'),
  s('danfoss-t2', 'Data sheet Thermostatic expansion valves Type T2/TE2', 'https://www.scribd.com/document/558735123/Orificio-de-Valvula-Danfoss', 'TXV internal/external equaliser, interchangeable orifice, 1–20.5 kW'),
  s('danfoss-te5', 'Danfoss TE5–TE55 thermostatic expansion valves', 'https://www.doczj.com/doc/298360880.html', 'TXV MWP 28/test 32 bar, ranges N and B, static superheat 4 K + opening 4 K, charge letters'),
  s('alco-tx6', 'Alco TX6 Thermo Expansion Valves data sheet', 'https://www.scribd.com/document/543477299/Alco-TX6', 'balanced-port TXV for AC, chillers and heat pumps'),
  s('alco-quick-select', 'Alco Controls Thermo Expansion Valve Quick Select Guide', 'https://vdocuments.mx/document/alco-controls-1-2-interchangeable-cages-flexibility-ti-1-.html', 'TXV per application, bi-flow for heat pumps, large valves for chillers'),
  s('ts-eev', 'Electronic Expansion Valve (T/S series), Burhani Engineering', 'http://burhaniengineering.com/?p=742', 'EEV 500 steps, 12 V DC stepper, seats 1.3–6.5 mm and step rates, temperatures, 3.5–105 kW R22, refrigerants'),
  s('emerson-ex', 'Electrical Control Valves Series EX4-8 Technical Bulletin', 'https://vdocument.in/electrical-control-valves-series-ex4-8-ex4-192-238-272-300-322-340-354.html', 'EEV PS 60 bar, 10–100 % range, connections growing with size; electronic hot-gas and head-pressure duty'),
  s('emerson-ex-table', 'Emerson EX4–EX8 R134a capacity table, as transcribed in mboogi/refrigeration-components-service (valves_r134a.json, commit 74af15a)', 'https://github.com/mboogi/refrigeration-components-service', 'shape of the SEK rating tables (EX8, R134a, Tc 10–60 °C × Te −45…+15 °C), scaled to each size'),
  s('rac-esv-table', 'RAC Brasil ESV step-motor valve tables, racbrasil/racselector (tabelaESV.js, tabelaFatorSub.js, commit 78a74f2)', 'https://github.com/racbrasil/racselector', 'shape of the DPF rating tables (ESV40; R410A, R407C, R22, R134a, R404A; Tc 30–50 °C × Te −30…+10 °C) and their subcooling factors, scaled to each size'),
  s('danfoss-te-table', 'Danfoss TE5–TE55 data sheets DKRCC.PD.AB0.A3.02 (2011; R22, R134a, R404A/R507, R407C) and DKRCC.PD.AB0.A6.02 (2017; R448A/R449A) at Tc 45 °C, as transcribed in carlos-ba/ProjetistaV2', 'https://github.com/carlos-ba/ProjetistaV2', 'shape of the TXV rating tables for R22, R134a, R404A, R507A, R407C, R448A and R449A (the orifice of nearest Kv, Te −40…+10 °C at Tc 45 °C), scaled to each size'),
  s('danfoss-ets', 'Electrically operated expansion valves, type ETS', 'http://doczz.net/doc/3287407/electrically-operated-expansion-valves--type-ets', 'large EEV MOPD 33 bar, PS 45.5 bar, refrigerants'),
  s('castel-protectors', 'Castel Handbook Refrigerating System Protectors (DP-ED 01)', 'http://autodocbox.com/Diesel/125389484-Handbook-refrigerating-system-protectors-ed-refrigerating-system-protectors-dp-ed-01-eng-1.html', 'drier cores (80/20 and 100 % 3 Å sieve), refrigerants incl. A2L'),
  s('castel-db3', 'Castel bi-flow hermetic filter driers DB3', 'http://businessdocbox.com/Green_Solutions/100157911-Handbook-refrigerating-system-protectors-ed-refrigerating-system-protectors-dp-ed-01-eng-1.html', 'bi-flow drier with two check valves'),
  s('henry-driers', 'Henry Technologies Sealed Filter Driers', 'https://studylib.net/doc/18128497/sealed-filter-driers', 'drier PS 45 bar, −40…+100 °C'),
  s('drier-size-codes', 'Aftermarket Parts: Filter Line Driers', 'https://onehvacrreader.blogspot.com/2024/07/aftermarket-parts-filter-line-driers.html', 'drier size code (083 = 8 in³, 3/8 in)'),
  s('sporlan-40-10', 'Sporlan Bulletin 40-10 page 8 (piping diagram)', 'http://38.142.81.21:8001/manual/sporlan/401023/brochure-english/page-8.html', 'pipeline positions A/C/D of each family; drier, regulator placement'),
  s('danfoss-kvp', 'Data sheet Evaporator pressure regulator Type KVP', 'https://manualmachine.com/danfosselectronics/kvp/16899505-data-sheet', 'evaporating regulator range 0–5.5 bar, PS 18 bar, Kv 1.7/2.5, type number = mm, media −45…130 °C, hydrocarbons for 12–22'),
  s('danfoss-kvp-old', 'Evaporating pressure regulator type KVP (older leaflet)', 'https://studylib.net/doc/18346580/evaporating-pressure-regulator-type-kvp', 'KVP capacities 4.0/2.8/3.6 kW and 8.5/6.1/7.7 kW'),
  s('danfoss-kvl', 'Data sheet Crankcase pressure regulator Type KVL', 'https://www.scribd.com/document/467136941/Crankcase-pressure-regulator', 'crankcase regulator Kv 3.2/8.0, range 0.2–6 bar, KVL 12 capacities'),
  s('danfoss-kvr', 'Danfoss KVR Pressure Regulating Valves', 'https://www.scribd.com/document/589189692/Danfoss-KVR-pressure-regulating-valves', 'condensing regulator range 5–17.5 bar, factory 10 bar, test 31 bar'),
  s('danfoss-kvs', 'Electric regulating valve, Type KVS 1C–5C', 'https://manualmachine.com/danfoss/kvs1c/18783091-data-sheet', 'electronic regulator MOPD 40 bar, PS 50 bar, 2.5 s stroke, drive signals'),
  s('danfoss-nrv', 'Rückschlagventile Typ NRV und NRVH', 'https://expydoc.com/doc/10478536/r%C3%BCckschlagventile-typ-nrv-und-nrvh', 'check valve PS 46/test 60 bar, −50…140 °C, damping piston, NRVH 0.3 bar spring'),
  s('danfoss-nrv10sh', 'Data Sheet for Danfoss NRV 10s H', 'https://findmanualpdf.com/manuals/danfoss/check-valve-nrv-10s-h', 'R744 check valve PS 90 bar, 0.4 bar opening'),
  s('danfoss-nrva', 'Check valves, type NRVA', 'https://pdfslide.us/documents/check-valves-type-nrva-ansiasme-b-1201-gaskets-do-not-contain-asbestos.html', 'CRN classification of check valves'),
  s('check-valve-principle', 'Principle and structure of check valve in refrigeration system', 'https://www.nbsanheng.com/Principle-and-structure-of-check-valve-in-refrigeration-system-id41566286.html', 'check valve in parallel with EEV/capillary in room AC'),
  s('castel-6590', 'Castel ball valves 6590/6591', 'http://www.ciptalestari.com/product_info.asp?product_id=801', 'ball valve full/reduced port, access fitting, materials'),
  s('castel-valves-2017', 'HANDBOOK Castel Valves Ed. 2017', 'https://cupdf.com/document/handbook-castel-srl-6571m28-a-493-531-729-345-500-498-334-365-436-454-456-461.html', 'valve code patterns; shut-off, three-way and globe valve ranges'),
  s('castel-valves-2011', 'Castel Valves for refrigerating systems (July 2011)', 'https://pt.scribd.com/document/326727261/03-valve-ENG', 'receiver, stop and capped valves'),
  s('danfoss-gbc', 'Shut-off ball valve, type GBC, GBCH and GBCT', 'https://manualmachine.com/danfoss/gbc/18795457-data-sheet', 'R744 ball valves PS 90 and 140 bar, bleed hole, UL/cUL, supermarket CO2 pressures'),
  s('gmc-bv-prk', 'Rubinetti a sfera serie BV-PRK, BV-PRAK', 'http://www.gmc-refrigerazione.com/2021/10/25/rubinetti-a-sfera-serie-bv-prk-bv-prak/', 'R744 ball valve bleed hole'),
  s('danfoss-sgp', 'Sight glass, type SG and SGP', 'https://manualmachine.com/danfoss/sgp/19074982-data-sheet', 'sight glass PS 52 bar, −50…+80 °C, with/without indicator'),
  s('danfoss-sgp-hp', 'Sight glass (High pressure) SGP X/I/N', 'https://manualmachine.com/danfosselectronics/sgpx/16896563-data-sheet', 'high-pressure sight glass'),
  s('parker-psg', 'Parker Sight Glass and Moisture Indicators', 'https://studylib.net/doc/18418070/sight-glass-and-moisture-indicators', 'sight glass sizes in eighths, dry ppm thresholds'),
  s('castel-indicators', 'Castel Liquid Indicators & Moisture-Liquid Indicators', 'https://pdfkiwi.com/documents/castel-kijkgl-08-5de6e0235eb3f', 'moisture indicator thresholds'),
  s('emerson-pt5', 'PT5 Pressure Transmitters datasheet', 'https://manualmachine.com/emerson/pt550m/17619422-datasheet', 'transmitter ranges −0.8…7 to 0…50 bar, 4–20 mA, 7/16-20 UNF or 6 mm tube, M12, IP65'),
  s('emerson-pt4', 'PT4 Pressure Transmitters: Technical Data', 'https://www.scribd.com/document/558312569/ALC0030-2', 'transmitter UL listing'),
  s('jci-p499', 'P499 Series Electronic Pressure Transducers', 'http://38.142.81.21:8001/manual/johnson-controls/p499acp-101k/product-overview-english/page-4.html', 'transmitter outputs 0.5–4.5 V ratiometric, 0–10 V; CO2 and ammonia'),
  s('danfoss-kp', 'Pressure switch Type KP submittal sheet, ordering', 'http://38.142.81.21:8001/manual/danfoss/060-201491/submittal-sheet-english/page-8.html', 'pressure control ranges, differentials, reset, dual controls, fail-safe bellows'),
  s('danfoss-kp-sheet', 'Data Sheet Pressure switch Type KP', 'https://manualmachine.com/danfoss/kp1/18798180-data-sheet', 'SPDT contact, refrigerants, approvals'),
  s('alco-ps1', 'Alco Pressure Controls PS1/PS2 Technical Bulletin', 'https://id.scribd.com/document/364776894/ALCO-PS1-2-TB', 'type code A/R, 3/5, connection letters; ranges −0.5…7 and 6…31 bar; test 24/35 bar'),
  s('pressure-controls-basics', 'The Fundamentals of Pressure Controls', 'https://www.achrnews.com/articles/90124-the-fundamentals-of-pressure-controls', 'compact switch with fixed setting, 7/16-20 UNF connector'),
  s('demo-estimate', 'Valve Selector demo estimates', undefined, 'rated capacities computed as Kv·√(Δp·ρ)·Δh with rounded property values; Kv of bodies where no source gave one; every part number outside the SHF table'),
  s('refrigerant-classes', 'ASHRAE Standard 34 safety classes; GWP 100-year values of IPCC AR4 as listed in EU Regulation 517/2014', undefined, 'refrigerant safety class and GWP'),
];
