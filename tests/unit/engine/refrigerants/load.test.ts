import { describe, expect, it } from 'vitest';
import { EngineError } from '../../../../src/engine/errors';
import { CATALOG } from '../../../../src/engine/refrigerants/catalog';
import { saturation } from '../../../../src/engine/refrigerants/core';
import { fluidDataLoaders } from '../../../../src/engine/refrigerants/data/lazy';
import { isRefrigerantLoaded, loadRefrigerant } from '../../../../src/engine/refrigerants/load';
import { componentDataLoaders, mixtureDataLoaders } from '../../../../src/engine/refrigerants/mixture/data/lazy';
import type { MixtureData } from '../../../../src/engine/refrigerants/mixture/types';

// This file imports the data-free core only, as a browser bundle does: nothing is registered until loaded.
describe('loading one refrigerant on demand', () => {
  it('answers for no refrigerant before its data is loaded', () => {
    expect(isRefrigerantLoaded('R134a')).toBe(false);
    expect(() => saturation('R134a', { T: 273.15 })).toThrow(EngineError);
  });

  it('loads a pure fluid: R134a at 0 °C is 292.80 kPa (IIR)', async () => {
    await loadRefrigerant('r134a');
    expect(isRefrigerantLoaded('R134a')).toBe(true);
    expect(saturation('R134a', { T: 273.15 }).p_dew).toBeCloseTo(292_800, -2);
    expect(isRefrigerantLoaded('R32')).toBe(false);
  });

  it('loads a multi-fluid blend with its components: R454B has a glide', async () => {
    await loadRefrigerant('R454B');
    const sat = saturation('R454B', { T: 273.15 });
    expect(sat.p_bubble).toBeGreaterThan(sat.p_dew);
  });

  it('shares one load between concurrent callers and rejects a name outside the catalogue', async () => {
    const [a, b] = [loadRefrigerant('R410A'), loadRefrigerant('R410A')];
    expect(a).toBe(b);
    await a;
    await expect(loadRefrigerant('R999')).rejects.toMatchObject({ detail: { code: 'unknown_refrigerant' } });
  });
});

describe('the lazy data tables', () => {
  it('hold every refrigerant of the catalogue, each file naming the fluid it is listed under', async () => {
    for (const entry of CATALOG) {
      const table = entry.kind === 'mixture' ? mixtureDataLoaders : fluidDataLoaders;
      const load = table[entry.name];
      expect(load, entry.name).toBeDefined();
      expect(((await load!()).default as { name: string }).name).toBe(entry.name);
    }
  });

  it('hold every component a blend names', async () => {
    for (const load of Object.values(mixtureDataLoaders)) {
      const data = (await load()).default as MixtureData;
      for (const component of data.components) expect(componentDataLoaders[component], component).toBeDefined();
    }
  });
});
