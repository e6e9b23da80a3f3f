CREATE TABLE "identity"."avatar_widths" (
	"avatar_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "avatar_widths_avatar_id_width_pk" PRIMARY KEY("avatar_id","width")
);
--> statement-breakpoint
CREATE TABLE "identity"."business_logo_widths" (
	"logo_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "business_logo_widths_logo_id_width_pk" PRIMARY KEY("logo_id","width")
);
--> statement-breakpoint
ALTER TABLE "identity"."avatar_widths" ADD CONSTRAINT "avatar_widths_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "identity"."avatars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."business_logo_widths" ADD CONSTRAINT "business_logo_widths_logo_id_business_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "identity"."business_logos"("id") ON DELETE cascade ON UPDATE no action;