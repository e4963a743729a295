/** The kinds of ledger account: one wallet per member, plus the system accounts issuance and escrow. */
export type AccountKind = 'wallet' | 'issuance' | 'escrow';

/** What a ledger entry (one append-only movement of EP) was for; stored as text in `ledger_entries.kind`. */
export type EntryKind =
  | 'signup_bonus'
  | 'request_hold'
  | 'hold_release'
  | 'settlement'
  | 'testimonial_reward'
  | 'referral_reward'
  | 'import_opening_balance'
  | 'admin_adjustment'
  | 'reversal';
