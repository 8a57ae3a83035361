CREATE TABLE "practice_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"choice" smallint,
	"flagged" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "practice_answers_choice" CHECK ("practice_answers"."choice" is null or "practice_answers"."choice" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "practice_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"question_ids" integer[] NOT NULL,
	"submitted_at" timestamp with time zone,
	"timed_out" boolean DEFAULT false NOT NULL,
	"score" integer
);
--> statement-breakpoint
CREATE TABLE "practice_exam_draws" (
	"exam_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"questions" integer NOT NULL,
	CONSTRAINT "practice_exam_draws_exam_id_topic_id_pk" PRIMARY KEY("exam_id","topic_id"),
	CONSTRAINT "practice_exam_draws_n" CHECK ("practice_exam_draws"."questions" > 0)
);
--> statement-breakpoint
CREATE TABLE "practice_exam_entitlements" (
	"exam_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "practice_exam_entitlements_exam_id_item_type_course_id_pk" PRIMARY KEY("exam_id","item_type","course_id"),
	CONSTRAINT "practice_exam_entitlements_type" CHECK ("practice_exam_entitlements"."item_type" in ('program', 'exam'))
);
--> statement-breakpoint
CREATE TABLE "practice_exams" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"time_limit_seconds" integer,
	"pass_percent" integer NOT NULL,
	"attempts_allowed" integer,
	"warn_at_seconds" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "practice_exams_slug_unique" UNIQUE("slug"),
	CONSTRAINT "practice_exams_pass" CHECK ("practice_exams"."pass_percent" between 1 and 100),
	CONSTRAINT "practice_exams_time" CHECK ("practice_exams"."time_limit_seconds" is null or "practice_exams"."time_limit_seconds" > 0),
	CONSTRAINT "practice_exams_attempts" CHECK ("practice_exams"."attempts_allowed" is null or "practice_exams"."attempts_allowed" > 0)
);
--> statement-breakpoint
CREATE TABLE "practice_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"stem_en" text NOT NULL,
	"stem_ar" text NOT NULL,
	"options_en" text[] NOT NULL,
	"options_ar" text[] NOT NULL,
	"correct_option" smallint NOT NULL,
	"explanation_en" text NOT NULL,
	"explanation_ar" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "practice_questions_four_en" CHECK (cardinality("practice_questions"."options_en") = 4),
	CONSTRAINT "practice_questions_four_ar" CHECK (cardinality("practice_questions"."options_ar") = 4),
	CONSTRAINT "practice_questions_correct" CHECK ("practice_questions"."correct_option" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "practice_topics" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "practice_topics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_attempt_id_practice_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_exam_id_practice_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."practice_exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_user_id_users_unique_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("unique_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exam_draws" ADD CONSTRAINT "practice_exam_draws_exam_id_practice_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."practice_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exam_draws" ADD CONSTRAINT "practice_exam_draws_topic_id_practice_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."practice_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exam_entitlements" ADD CONSTRAINT "practice_exam_entitlements_exam_id_practice_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."practice_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exam_entitlements" ADD CONSTRAINT "practice_exam_entitlements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD CONSTRAINT "practice_questions_topic_id_practice_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."practice_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_attempts_one_open" ON "practice_attempts" USING btree ("user_id","exam_id") WHERE "practice_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "practice_attempts_user_idx" ON "practice_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "practice_attempts_due_idx" ON "practice_attempts" USING btree ("deadline") WHERE "practice_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "practice_questions_topic_idx" ON "practice_questions" USING btree ("topic_id");