CREATE TABLE "image_variants" (
	"source_sha256" text NOT NULL,
	"variant" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_source_sha256_variant_pk" PRIMARY KEY("source_sha256","variant")
);
