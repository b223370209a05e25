-- Hero images (issue 22): whether the store's headline is printed over the picture. The pictures
-- already there were drawn for it (true); the dialog saves an upload without it unless the admin
-- asks for it.
ALTER TABLE "HeroImage" ADD COLUMN "showHeadline" BOOLEAN NOT NULL DEFAULT true;
