import { describe, expect, it } from 'vitest';
import { addressKey, foldAddress } from './address-key.js';

describe('addressKey: one address however it is written', () => {
  it('Cyrillic and Latin, marks or none, br. and ulica give the same key', () => {
    const key = addressKey('Knez Mihailova 42', 'Beograd');
    for (const [address, city] of [
      ['Кнез Михаилова 42', 'Београд'],
      ['Knez Mihailova br. 42', 'Beograd'],
      ['Ulica Knez-Mihailova, broj 42', 'BEOGRAD'],
      ['ул. Кнез Михаилова бр. 42', 'Beograd'],
    ]) {
      expect(addressKey(address, city)).toBe(key);
    }
    expect(addressKey('Немањина 5', 'Ниш')).toBe(addressKey('Nemanjina 5', 'Niš'));
    expect(addressKey('Ђуре Ђаковића 7', 'Нови Сад')).toBe(addressKey('Đure Đakovića 7', 'Novi Sad'));
    expect(addressKey('Džordža Vašingtona 3', 'Beograd')).toBe(addressKey('Џорџа Вашингтона 3', 'Београд'));
    expect(addressKey('Cara Dušana 12 a', 'Kragujevac')).toBe(addressKey('Цара Душана 12а', 'Крагујевац'));
  });

  it('different streets, numbers or cities stay different (Cyrillic keeps its letters)', () => {
    expect(addressKey('Немањина 5', 'Ниш')).not.toBe(addressKey('Цара Душана 5', 'Крагујевац'));
    expect(addressKey('Немањина 5', 'Ниш')).not.toBe(addressKey('Немањина 5', 'Београд'));
    expect(addressKey('Немањина 5', 'Ниш')).not.toBe(addressKey('Немањина 7', 'Ниш'));
    expect(addressKey('Немањина', 'Ниш')).not.toBe(addressKey('Војводе Мишића', 'Ниш'));
    expect(foldAddress('Ἀθηνᾶς 5')).toBe('αθηνας 5');
  });

  it('an address with no letter or digit only matches itself', () => {
    expect(addressKey('***', 'Niš')).not.toBe(addressKey('###', 'Niš'));
    expect(addressKey('***', 'Niš')).toBe(addressKey(' *** ', 'NIŠ'));
  });
});
