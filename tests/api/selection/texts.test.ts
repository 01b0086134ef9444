import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sizingFields, type SizingFamily } from '../../../src/engine';
import cn from '../../../src/i18n/locales/cn/selection.json';
import en from '../../../src/i18n/locales/en/selection.json';

// The reason codes the sizing engine may emit, read from its ReasonCode union so that a new code without words fails here.
const typesSource = readFileSync(new URL('../../../src/engine/sizing/types.ts', import.meta.url), 'utf8');
const union = /export type ReasonCode =([^;]+);/.exec(typesSource)![1]!;
const reasonCodes = [...union.matchAll(/'(\w+)'/g)].map((m) => m[1]!);

const families: SizingFamily[] = ['Sov', 'TxvOld', 'Eev', 'Mv4', 'Filter', 'Xtf', 'Eprv', 'Cvs', 'Bv', 'Ssv', 'Sg'];

const lookup = (texts: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

describe('selection texts', () => {
  it('word every reason code in English and Chinese', () => {
    expect(reasonCodes.length).toBeGreaterThan(30);
    for (const code of reasonCodes) {
      expect(en.reason, code).toHaveProperty(code);
      expect(cn.reason, code).toHaveProperty(code);
    }
    expect(Object.keys(en.reason).sort()).toEqual(Object.keys(cn.reason).sort());
  });

  it("label every family's fields and options in both languages", () => {
    for (const family of families) {
      for (const field of sizingFields(family)) {
        for (const key of [field.labelKey, ...(field.options ?? []).map((o) => o.labelKey)]) {
          const path = key.replace(/^sizing:/, '');
          expect(lookup(en, path), `${family} ${key}`).toEqual(expect.any(String));
          expect(lookup(cn, path), `${family} ${key}`).toEqual(expect.any(String));
        }
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [code, text] of Object.entries(en.reason)) expect(placeholders(cn.reason[code as keyof typeof cn.reason]), code).toEqual(placeholders(text));
    for (const [key, text] of Object.entries(en.error)) {
      if (typeof text === 'string') expect(placeholders(cn.error[key as keyof typeof cn.error] as string), key).toEqual(placeholders(text));
    }
  });
});
