import { Injectable } from '@nestjs/common';
import { ParcelReader, type DeliverySubject, type OpeningSubject } from '../parcel.reader.js';
import { UsersService, type User } from '../../users/index.js';

/** What a delivery is about: the order (or upsell) with its parcel, and its seller's settings as they are now. */
export interface SellerSubject {
  subject: DeliverySubject;
  seller: User;
}

/** Reads orders by public number with their sellers: whole parcels for the workers, openings for the fan-out. */
@Injectable()
export class DeliverySubjects {
  constructor(
    private readonly parcels: ParcelReader,
    private readonly users: UsersService,
  ) {}

  /** By ref; a ref whose order (or seller) is gone is left out. */
  async load(refs: string[]): Promise<Map<string, SellerSubject>> {
    const subjects = await this.parcels.subjects(refs);
    const sellers = await this.sellersOf([...subjects.values()].map((s) => s.parcel.order.userId));
    const found = new Map<string, SellerSubject>();
    for (const [ref, subject] of subjects) {
      const seller = sellers.get(subject.parcel.order.userId);
      if (seller) found.set(ref, { subject, seller });
    }
    return found;
  }

  /** The fan-out's read: by ref, what the channels decide their openings on, with the seller; gone ones left out. */
  async openings(refs: string[]): Promise<{ opening: OpeningSubject; seller: User }[]> {
    const openings = await this.parcels.openings(refs);
    const sellers = await this.sellersOf(openings.map((o) => o.userId));
    return openings.flatMap((opening) => {
      const seller = sellers.get(opening.userId);
      return seller ? [{ opening, seller }] : [];
    });
  }

  private async sellersOf(userIds: number[]): Promise<Map<number, User>> {
    return new Map((await this.users.findByIds(userIds)).map((u) => [u.id, u]));
  }
}
