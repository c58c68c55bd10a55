import { describe, expect, it } from 'vitest';
import { formatPhone, phoneToStore } from './phone';

describe('formatPhone', () => {
  it('shows a North American number as (306) 555-2045', () => {
    expect(formatPhone('+13065552045')).toBe('(306) 555-2045');
    expect(formatPhone(' +1 306-555-2045 ')).toBe('(306) 555-2045');
    expect(formatPhone('+1 (701) 555.0199')).toBe('(701) 555-0199');
  });

  it('leaves any other number as typed', () => {
    expect(formatPhone('+441632960961')).toBe('+441632960961');
    expect(formatPhone('306-555-0101')).toBe('306-555-0101');
    expect(formatPhone('+10065552045')).toBe('+10065552045');
    expect(formatPhone('+130655520')).toBe('+130655520');
    expect(formatPhone('')).toBe('');
  });
});

describe('phoneToStore', () => {
  it('keeps the stored number while the field still shows it, else takes what was typed', () => {
    expect(phoneToStore('(306) 555-2045', '+13065552045')).toBe('+13065552045');
    expect(phoneToStore('(306) 555-2046', '+13065552045')).toBe('(306) 555-2046');
    expect(phoneToStore(' 306-555-0101 ', '306-555-0101')).toBe('306-555-0101');
    expect(phoneToStore('', '+13065552045')).toBe('');
  });
});

describe('phone numbers in French', () => {
  it('writes a North American number as Canadian French does, without parentheses', () => {
    expect(formatPhone('+13065552045', 'fr-CA')).toBe('306 555-2045');
    expect(formatPhone('+1 (701) 555.0199', 'fr-CA')).toBe('701 555-0199');
  });

  it('leaves any other number as typed', () => {
    expect(formatPhone('+441632960961', 'fr-CA')).toBe('+441632960961');
  });

  it('keeps the stored number while a French field still shows it', () => {
    expect(phoneToStore('306 555-2045', '+13065552045', 'fr-CA')).toBe('+13065552045');
    // The English form of the number is something typed in a French form: taken as typed.
    expect(phoneToStore('(306) 555-2045', '+13065552045', 'fr-CA')).toBe('(306) 555-2045');
  });
});
