-- The platform's mail to an account without a company (its operators, a partner's administrators)
-- goes through the mail queue too: such a delivery belongs to no company. Loosening only.
ALTER TABLE "mail_deliveries" ALTER COLUMN "company_id" DROP NOT NULL;
