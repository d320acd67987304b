import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type AccountStatus, memberAccount } from '../auth/accounts.ts';
import { profileSummary } from '../members/cards.ts';
import type { DiscountMember } from './discount-rules.ts';

/**
 * A member as payments sees them: what the discount rules need of the member (id, paid before,
 * signup date), the profile country (packages and methods are per country) and the account status
 * (only confirmed members order, SPEC §4). A discount also needs the payment's country:
 * `paying(buyer, country)`.
 */
export interface Buyer extends Omit<DiscountMember, 'paymentCountry'> {
  status: AccountStatus;
  /** The profile's country: the packages and payment methods offered (not a discount's country). */
  country: string;
}

/** `buyer` paying from `paymentCountry` (`payment-country.ts`), as the discount rules take it. */
export function paying(buyer: Buyer, paymentCountry: string): DiscountMember {
  return { id: buyer.id, paidUser: buyer.paidUser, signupDate: buyer.signupDate, paymentCountry };
}

/**
 * Who buys: read through the owners' APIs (accounts for the account, members for the profile
 * country), never their tables.
 */
export function createBuyers(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Member `userId` as a `Buyer`. Throws authentication_required when the account or profile is gone. */
    async of(userId: number): Promise<Buyer> {
      const [account, profile] = await Promise.all([memberAccount(db, userId), profileSummary(db, userId)]);
      if (!account || !profile) throw new AppError('authentication_required');
      return {
        id: account.id,
        status: account.status,
        paidUser: account.paidUser,
        signupDate: account.signupDate,
        country: profile.country,
      };
    },
  };
}

/** The buyer lookup as wired in server/app.ts (`app.deps.payments.buyers`). */
export type Buyers = ReturnType<typeof createBuyers>;
