ALTER TABLE "property_analyses" DROP CONSTRAINT "property_analyses_map_image_sha256_map_images_sha256_fk";
--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "logo_sha256" text;