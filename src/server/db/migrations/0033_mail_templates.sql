ALTER TABLE "document_settings" ADD COLUMN "mail_templates" jsonb DEFAULT '{}'::jsonb NOT NULL;
