// One schema per catalogue entity (spec §3). Field names follow the specification so that a maker's export maps
// one to one; what the specification leaves open (technical data, sources) uses clear camelCase names.
import { z } from 'zod';
import { ApprovalCode, Code, ConnectionType, FamilyClassname, Id, Label, RefrigerantName, TemperatureRange, Text } from './common';
import { SizeTech } from './size-tech';

/** A product family (category), e.g. Sov, the solenoid valves. */
export const Family = z.strictObject({
  Id,
  /** The family's code, used as `valveName` in URLs and calls. */
  Classname: FamilyClassname,
  Name: Label,
  /** Drawing file name under /images/families/. */
  Imgfilename: z.string().min(1),
  Sort: z.number().int(),
  /** 0: list only (sensors, controls); non-zero: the family has a sizing model. */
  CalculateType: z.number().int().nonnegative(),
  /** Fits the liquid line. */
  PipelineA: z.boolean(),
  /** Fits the suction line. */
  PipelineC: z.boolean(),
  /** Fits the discharge (hot-gas) line. */
  PipelineD: z.boolean(),
  Description: Label.optional(),
});
export type Family = z.infer<typeof Family>;

/** A system type grouping applications (the "Sort" of a system points here). */
export const SystemType = z.strictObject({
  Id,
  Message: Label,
  Memo: Label,
});
export type SystemType = z.infer<typeof SystemType>;

/** A system application (split AC, chiller, cold room ...) and the families and series used in it. */
export const SystemApp = z.strictObject({
  Id,
  Name: Label,
  ImgUrl: z.string().min(1),
  /** The system type's Id (the specification calls it Sort). */
  Sort: Id,
  Valveids: z.array(Id),
  Serialids: z.array(Id),
  Memo: Label.optional(),
});
export type SystemApp = z.infer<typeof SystemApp>;

/** Rating conditions a series' ratedCapacityKW figures refer to. */
export const RatingConditions = z.strictObject({
  teC: z.number(),
  tkC: z.number(),
  subcoolingK: z.number().nonnegative(),
  superheatK: z.number().nonnegative(),
  /** Pressure drop across the valve at rating, bar. */
  dpBar: z.number().positive(),
  note: Text.optional(),
});
export type RatingConditions = z.infer<typeof RatingConditions>;

/** Technical data common to every size of a series. */
export const SeriesTech = z.strictObject({
  /** Maximum working pressure PS, bar(g). */
  psBar: z.number().positive(),
  testPressureBar: z.number().positive().optional(),
  medium: TemperatureRange,
  ambient: TemperatureRange.optional(),
  rating: RatingConditions.optional(),
  body: Text.optional(),
});
export type SeriesTech = z.infer<typeof SeriesTech>;

/** A part a product needs to be installed (Series.needs): a coil or stator (coils.json), or an accessory kind. */
export const NeededPart = z.enum(['coil', 'driver', 'orifice', 'connection-set', 'flare-nut']);
export type NeededPart = z.infer<typeof NeededPart>;

/** The motor of an EEV's stepper stator: a driver runs one kind only. */
export const MotorType = z.enum(['unipolar', 'bipolar']);
export type MotorType = z.infer<typeof MotorType>;

/** A series of one family. */
export const Series = z.strictObject({
  Id,
  Valveid: Id,
  Name: Code,
  Description: Label,
  Sort: z.number().int(),
  Refrigerants: z.array(RefrigerantName).min(1),
  Safetycer: z.array(ApprovalCode),
  tech: SeriesTech,
  /** Series with their own sizing rule (CBVT bi-flow R744, BCV, DPF(R)); the sizing engine keys on Name. */
  special: z.string().optional(),
  /** True when the series name or its figures are invented for the demo (not found in public material). */
  invented: z.boolean().optional(),
  /** Ids into the file header's sources that the figures imitate. */
  sources: z.array(z.string()).optional(),
  /**
   * What every product of the series needs to be installed beyond itself (issue #35): the bill resolves each from
   * the relations (a coil or stator from coils.json, the rest from accessories.json) and the catalogue check refuses
   * a product whose needed part does not resolve. `flare-nut` applies to the products with SAE ends only.
   */
  needs: z.array(NeededPart).min(1).optional(),
});
export type Series = z.infer<typeof Series>;

/** A size (model group) of a series with its technical data. */
export const Size = z.strictObject({
  Id,
  Serialid: Id,
  Name: Code,
  Sort: z.number().int(),
  /** Required for calculating families (checked across files); list-only families may omit it. */
  tech: SizeTech.optional(),
});
export type Size = z.infer<typeof Size>;

/** A sellable item (part number). */
export const Product = z.strictObject({
  PartNumber: Code,
  ProductName: z.string().min(1),
  Serialid: Id,
  Valveid: Id,
  Sizeid: Id,
  /** Variant kind shown in lists, e.g. 'NC', 'NO', 'Bi-flow', 'Standard'. */
  ProductType: Text,
  ConnectionType: ConnectionType.optional(),
  /** Inlet size in the connection type's unit ("3/8" in inch for ODF and SAE, "10" mm for ODM). */
  ConnectionIn: z.string().optional(),
  ConnectionOut: z.string().optional(),
  Coilid: Id.optional(),
  /** e.g. "230 V AC 50/60 Hz"; present when the product ships with its coil. */
  CoilVoltage: z.string().optional(),
  /** Thermostatic charge (TXV), as a refrigerant name. */
  Charge: RefrigerantName.optional(),
  Refrigerant: z.array(RefrigerantName).min(1),
  Safetycer: z.array(ApprovalCode),
});
export type Product = z.infer<typeof Product>;

/** A coil (solenoid, four-way pilot or EEV stator) and the series it fits. */
export const Coil = z.strictObject({
  Id,
  Name: Code,
  PartNumber: Code,
  VoltageV: z.number().positive(),
  Current: z.enum(['AC', 'DC']),
  FrequencyHz: z.string().optional(),
  PowerW: z.number().positive(),
  Connection: z.string().min(1),
  IpRating: z.string().min(1),
  Serialids: z.array(Id).min(1),
  /** An EEV stator's stepper motor; its driver must run the same kind (accessory Motor). */
  Motor: MotorType.optional(),
  /** The coil ends in a plug and is sold without its cable: a cable accessory must go with it (CoilConnections). */
  Plug: z.boolean().optional(),
});
export type Coil = z.infer<typeof Coil>;

/** What an accessory is, as a bill of materials names its line. */
export const AccessoryKind = z.enum(['driver', 'cable', 'orifice', 'connection-set', 'flare-nut']);
export type AccessoryKind = z.infer<typeof AccessoryKind>;

/**
 * A part bought with a product but sold on its own (issue #28): an EEV's driver and plug cable, a thermostatic
 * valve's orifice and connection set, a flare valve's nuts. The relation lives on the accessory: it goes with
 * every product of `Serialids`, narrowed by the optional fields below (each present one must match), in
 * `Quantity` per product. A product's coil is named by the product itself (Coilid), not here.
 */
export const Accessory = z.strictObject({
  PartNumber: Code,
  Name: Code,
  Kind: AccessoryKind,
  Description: Label,
  /** The series whose products take it. */
  Serialids: z.array(Id).min(1),
  /** Only products of these sizes (an orifice fits one size). */
  Sizeids: z.array(Id).min(1).optional(),
  /** Only products with these connection types (a flare nut goes with SAE ends). */
  ConnectionTypes: z.array(ConnectionType).min(1).optional(),
  /** Only products whose inlet is this size, in the connection type's unit ("3/8"). */
  ConnectionIn: z.string().min(1).optional(),
  /** Only products whose outlet is this size. */
  ConnectionOut: z.string().min(1).optional(),
  /**
   * Counted per connection end of this size: the quantity is Quantity times the number of the product's ends
   * (inlet, outlet) of this size, so a 3/8 × 1/2 flare valve takes one 3/8 nut and one 1/2 nut.
   */
  EndSize: z.string().min(1).optional(),
  /** Only products whose coil has one of these connections (an M12-plug stator needs its cable). */
  CoilConnections: z.array(z.string().min(1)).min(1).optional(),
  /** Only products whose stator has this motor (a bipolar driver never runs a unipolar stator). */
  Motor: MotorType.optional(),
  /** How many go with one product (per matching end when EndSize is given). */
  Quantity: z.number().int().positive(),
  Sort: z.number().int(),
});
export type Accessory = z.infer<typeof Accessory>;

/** A refrigerant offered in the choosers; Name is the engine's fluid name. */
export const Refrigerant = z.strictObject({
  Name: RefrigerantName,
  /** ASHRAE 34 safety class. */
  Safety: z.enum(['A1', 'A2', 'A2L', 'A3', 'B1', 'B2L']),
  Kind: z.enum(['HCFC', 'HFC', 'HFO', 'HFC/HFO', 'HC', 'natural', 'HFC/HCFC']),
  Blend: z.enum(['pure', 'azeotropic', 'zeotropic']),
  /** 100-year GWP (IPCC AR4, as in EU 517/2014). */
  Gwp: z.number().nonnegative(),
  Sort: z.number().int(),
});
export type Refrigerant = z.infer<typeof Refrigerant>;

/** An approval (Safetycer) the approvals chooser offers. */
export const Approval = z.strictObject({
  Code: ApprovalCode,
  Name: Label,
  /** Codes sharing a group show as one tick box, e.g. 'LVD(TUV/VDE)' for TUV and VDE. */
  Group: z.string().optional(),
  Sort: z.number().int(),
});
export type Approval = z.infer<typeof Approval>;

/** A country a user can pick; sets language, unit set and region (Location). */
export const Country = z.strictObject({
  Id,
  Country: z.string().min(1),
  CountryEn: z.string().min(1),
  /** Language code of the site's locales, e.g. cn, en, de. */
  Language: z.string().min(2),
  /** 1 imperial, 2 metric. */
  Unitid: z.union([z.literal(1), z.literal(2)]),
  /** Sales region, e.g. CN, EU, NA; shop links and recommendations key on it. */
  Location: z.string().min(1),
  NationalFlag: z.string().min(1),
  /** ISO 3166-1 alpha-2, used to detect the country from headers. */
  Iso: z.string().length(2),
  Sort: z.number().int(),
  /** The mains voltage most sites run coils on, V (230 in Europe and China, 120 in the US): the preselected coil. */
  MainsVoltageV: z.number().positive().optional(),
  /** The mains frequency, Hz (50 or 60). */
  MainsFrequencyHz: z.number().positive().optional(),
});
export type Country = z.infer<typeof Country>;

/** What opening a recommendation does (SPEC §3 LinkType). */
export const RecommendationLinkType = z.enum(['Recommend', 'Link', 'Function', 'NoJump']);
export type RecommendationLinkType = z.infer<typeof RecommendationLinkType>;

/** A recommendation shown when its matching fields fit the user's approvals, refrigerant and region. */
export const Recommendation = z
  .strictObject({
    Id,
    /** Approvals it applies to; empty matches any. */
    Safetycer: z.array(ApprovalCode),
    /** Refrigerants it applies to; empty matches any. */
    Refrigerant_S: z.array(RefrigerantName),
    /** Regions it applies to; empty matches any. */
    Location: z.array(z.string()),
    Valveid: Id,
    Serialids: z.array(Id),
    /** A part number it recommends: a product of the family (and of one of Serialids when they are given). */
    PartNumber: Code.optional(),
    Title: Label,
    Content: Label,
    /**
     * Recommend opens its part number or series in the selector or the sort list; Link opens LinkUrl; Function runs
     * the site function LinkUrl names; NoJump is a notice only.
     */
    LinkType: RecommendationLinkType,
    LinkUrl: z.string().min(1).optional(),
    /** A picture shown with it: a path on the site, e.g. /images/families/Sov.svg. */
    ImgUrl: z.string().min(1).optional(),
    Sort: z.number().int(),
  })
  .superRefine((r, context) => {
    if ((r.LinkType === 'Link' || r.LinkType === 'Function') && r.LinkUrl === undefined) {
      context.addIssue({ code: 'custom', path: ['LinkUrl'], message: `a ${r.LinkType} recommendation needs LinkUrl` });
    }
  });
export type Recommendation = z.infer<typeof Recommendation>;

/**
 * Web configuration types. Image entries hold a path under the site's images folder (the API answers it with the
 * images path in front); Shop holds a region's shop link, Filing a footer filing-number link.
 */
export const WEB_CONFIG_TYPES = ['Shop', 'Filing', 'Link', 'Text', 'Image'] as const;

/** A web configuration entry: shop links per region, footer filing-number links, texts, pictures. */
export const WebConfigEntry = z.strictObject({
  KeyName: z.string().min(1),
  Type: z.enum(WEB_CONFIG_TYPES),
  Content: z.string(),
  Label: Label.optional(),
  /** Region a shop link serves. */
  Location: z.string().optional(),
});
export type WebConfigEntry = z.infer<typeof WebConfigEntry>;
