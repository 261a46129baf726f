import { describe, expect, it } from 'vitest';
import { INTEGRATION_MESSAGES, telegramSettingsSchema, trackifyKeysSchema } from './integrations.js';
import { facebookPixelSchema } from './user-settings.js';
import { rules, validate } from './validation.js';

describe('rules.printableAscii (keys and tokens that travel in an HTTP header or URL)', () => {
  const rule = rules.printableAscii('no');
  it.each(['abc', 'A-z_0.9~!@#$%^&*()+=[]{}|;:\'",<>/?`', '  key-with-spaces-around  ', '\x21', '\x7E'])('accepts %j', (v) => {
    expect(rule.requirement(v, {})).toBeUndefined();
  });
  it.each(['ključ', 'ab cd', 'tab\there', 'é', 'key\u00A0x', 'emoji😀', '\x7F'])('refuses %j', (v) => {
    expect(rule.requirement(v, {})).toBe('no');
  });
  it('leaves absent, null, blank and non-string values to the other rules', () => {
    for (const v of [undefined, null, '', '   ', 42]) expect(rule.requirement(v, {})).toBeUndefined();
  });
});

describe('every integration secret is checked as printable ASCII at save', () => {
  const message = INTEGRATION_MESSAGES.secretCharacters;
  it.each([['trackifyApiKey'], ['trackifyApiKeySrb']] as const)('Trackify %s', (field) => {
    expect(validate(trackifyKeysSchema, { [field]: 'ključ' }).errors[field]).toBe(message);
    expect(validate(trackifyKeysSchema, { [field]: 'tk live 1' }).errors[field]).toBe(message);
    expect(validate(trackifyKeysSchema, { [field]: ' tk_live_123 ' }).ok).toBe(true);
    expect(validate(trackifyKeysSchema, { [field]: null }).ok).toBe(true);
  });
  it('the Telegram bot token and the Conversions API token', () => {
    expect(validate(telegramSettingsSchema, { telegramBotId: '123456:ključ' }).errors.telegramBotId).toBe(message);
    expect(validate(telegramSettingsSchema, { telegramBotId: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw' }).ok).toBe(true);
    expect(validate(facebookPixelSchema, { facebookCapiToken: 'EAAB ključ' }).errors.facebookCapiToken).toBe(message);
    expect(validate(facebookPixelSchema, { facebookCapiToken: 'EAABsbCS1iHgBAKZCZB' }).ok).toBe(true);
  });
  it('a chat ID keeps its own format message', () => {
    expect(validate(telegramSettingsSchema, { telegramChatId: 'čet' }).errors.telegramChatId).toBe(INTEGRATION_MESSAGES.telegramChatInvalid);
  });
});
