-- A call to the gateway that sends money back is made by one sender at a time: whoever sets
-- the claim (a conditional update) calls the gateway; the others leave it. The claim lapses,
-- so a sender that died mid-call is replaced by reconciliation (same idempotency key).
alter table coupon_refund add column send_claimed_until timestamptz;
alter table coupon_payment add column return_claimed_until timestamptz;
