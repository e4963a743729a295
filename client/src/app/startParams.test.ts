import { describe, expect, it } from 'vitest';
import { readStartParams } from './startParams';

describe('readStartParams', () => {
  it('reads a referral code', () => {
    expect(readStartParams('?ref=JANE42').referralCode).toBe('JANE42');
    expect(readStartParams('?ref=%20%20').referralCode).toBeNull();
    expect(readStartParams('').referralCode).toBeNull();
  });

  it('opens the admin view only for admin=true', () => {
    expect(readStartParams('?admin=true').openAdmin).toBe(true);
    expect(readStartParams('?admin=1').openAdmin).toBe(false);
  });

  it('needs both session_id and upgrade=success for a payment return', () => {
    expect(readStartParams('?session_id=cs_1&upgrade=success').paymentReturn).toEqual({ sessionId: 'cs_1' });
    expect(readStartParams('?session_id=cs_1').paymentReturn).toBeNull();
    expect(readStartParams('?upgrade=success').paymentReturn).toBeNull();
    expect(readStartParams('?session_id=cs_1&upgrade=cancelled').paymentReturn).toBeNull();
  });

  it('notices an abandoned checkout (upgrade=cancelled)', () => {
    expect(readStartParams('?upgrade=cancelled').upgradeCancelled).toBe(true);
    expect(readStartParams('?session_id=cs_1&upgrade=success').upgradeCancelled).toBe(false);
    expect(readStartParams('').upgradeCancelled).toBe(false);
  });

  it('opens the view a push notification is about, and only such a view', () => {
    expect(readStartParams('?view=requests').openView).toBe('requests');
    expect(readStartParams('?view=sessions').openView).toBe('sessions');
    expect(readStartParams('?view=admin').openView).toBeNull();
    expect(readStartParams('?view=').openView).toBeNull();
    expect(readStartParams('').openView).toBeNull();
  });

  it('opens the item a push is about, only with the view that holds it and only an id', () => {
    expect(readStartParams('?view=requests&request=7f1c2a4e-0b6d-4c3e-9a51-2d8e6f0b9c11').openItem).toEqual({
      kind: 'request',
      id: '7f1c2a4e-0b6d-4c3e-9a51-2d8e6f0b9c11',
    });
    expect(readStartParams('?view=requests&question=q-1').openItem).toEqual({ kind: 'question', id: 'q-1' });
    expect(readStartParams('?view=sessions&group_session=g-1').openItem).toEqual({ kind: 'groupSession', id: 'g-1' });
    // Not in the view the link names, no view, or not an id: the view alone (or nothing) opens.
    expect(readStartParams('?view=sessions&request=r-1').openItem).toBeNull();
    expect(readStartParams('?request=r-1').openItem).toBeNull();
    expect(readStartParams('?view=requests&request=%3Cimg%3E').openItem).toBeNull();
    expect(readStartParams('?view=requests&request=').openItem).toBeNull();
    expect(readStartParams('?view=requests').openItem).toBeNull();
  });
});
