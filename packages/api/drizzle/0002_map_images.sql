CREATE TABLE "map_images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_analyses" ADD COLUMN "map_image_sha256" text;--> statement-breakpoint
ALTER TABLE "property_analyses" ADD CONSTRAINT "property_analyses_map_image_sha256_map_images_sha256_fk" FOREIGN KEY ("map_image_sha256") REFERENCES "public"."map_images"("sha256") ON DELETE no action ON UPDATE no action;