import type { UserResponse } from '@cod/contracts';
import type { User } from './user.entity.js';

/**
 * Entity → API answer: every field of spec 000 §3 `users` except the password hash. The integration
 * secrets (bot token, tracking keys) go only to their owner (`self`); the Meta token to no one.
 */
export function toUserResponse(u: User, audience: 'self' | 'others' = 'others'): UserResponse {
  const own = <T>(value: T) => (audience === 'self' ? value : null);
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    isActive: u.isActive,
    companyName: u.companyName,
    phone: u.phone,
    notes: u.notes,
    telegramBotId: own(u.telegramBotId),
    telegramChatId: u.telegramChatId,
    facebookPixelId: u.facebookPixelId,
    hasFacebookCapiToken: Boolean(u.facebookCapiToken),
    googleSheetsId: u.googleSheetsId,
    trackifyApiKey: own(u.trackifyApiKey),
    trackifyApiKeySrb: own(u.trackifyApiKeySrb),
    customDomain: u.customDomain,
    customDomainStatus: u.customDomainStatus,
    customDomainDnsInstructions: u.customDomainDnsInstructions ?? null,
    manageOwnOrders: u.role === 'admin' || u.manageOwnOrders === true,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
