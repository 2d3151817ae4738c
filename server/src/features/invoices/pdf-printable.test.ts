import { describe, expect, it } from 'vitest';
import { printable } from './pdf-printable.js';

describe('printable', () => {
  it('keeps what Helvetica draws, Latin-1 signs included', () => {
    expect(printable('Al-Shifa Medical (Pvt) Ltd. © ® Rs. 1,250/- café')).toBe(
      'Al-Shifa Medical (Pvt) Ltd. © ® Rs. 1,250/- café',
    );
  });

  it('leaves emoji out, whole sequences (skin tones, joiners, flags, keycaps) with them', () => {
    expect(printable('Shifa 💊 Pharmacy')).toBe('Shifa  Pharmacy');
    expect(printable('👍🏽 ok')).toBe(' ok');
    expect(printable('👨‍⚕️ Doctor')).toBe(' Doctor');
    expect(printable('Made in 🇵🇰')).toBe('Made in ');
    expect(printable('Shop 1️⃣')).toBe('Shop 1');
    expect(printable('❤️ Care')).toBe(' Care');
  });

  it('prints one "?" per character no font here has', () => {
    expect(printable('Shop 日本')).toBe('Shop ??');
    expect(printable('𝒜 math')).toBe('? math');
  });
});
