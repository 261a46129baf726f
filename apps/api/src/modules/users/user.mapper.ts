import type { UserResponse } from '@cod/contracts';
import type { User } from './user.entity.js';

/** Entity → API answer: every field of spec 000 §3 `users` except the password hash. */
export function toUserResponse(u: User): UserResponse {
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
    telegramBotId: u.telegramBotId,
    telegramChatId: u.telegramChatId,
    facebookPixelId: u.facebookPixelId,
    googleSheetsId: u.googleSheetsId,
    trackifyApiKey: u.trackifyApiKey,
    trackifyApiKeySrb: u.trackifyApiKeySrb,
    customDomain: u.customDomain,
    customDomainStatus: u.customDomainStatus,
    customDomainDnsInstructions: u.customDomainDnsInstructions ?? null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
