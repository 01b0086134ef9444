// A maker's catalogue texts in any of the fourteen languages: cn and en required, the others optional.
import { describe, expect, it } from 'vitest';
import { Label } from '../../../src/catalogue/schema/common';
import { textIn } from '../../../src/catalogue/text';

describe('catalogue labels', () => {
  const solenoid = { cn: '电磁阀', en: 'Solenoid valves', de: 'Magnetventile', ua: 'Соленоїдні клапани' };

  it('accept texts in the twelve other languages and refuse a code that is none of the fourteen', () => {
    expect(Label.safeParse(solenoid).success).toBe(true);
    expect(Label.safeParse({ ...solenoid, uk: 'Соленоїдні клапани' }).success).toBe(false);
    expect(Label.safeParse({ en: 'Solenoid valves', de: 'Magnetventile' }).success, 'cn is required').toBe(false);
    expect(Label.safeParse({ ...solenoid, fr: '' }).success, 'no empty text').toBe(false);
  });

  it('show a language its own text, else English', () => {
    expect(textIn(solenoid, 'de')).toBe('Magnetventile');
    expect(textIn(solenoid, 'ua')).toBe('Соленоїдні клапани');
    expect(textIn(solenoid, 'cn')).toBe('电磁阀');
    expect(textIn(solenoid, 'ja')).toBe('Solenoid valves');
    expect(textIn('PTFE', 'ja')).toBe('PTFE');
  });
});
