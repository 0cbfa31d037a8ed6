-- The statements each respondent write path sends (postgres), as test/medium/write-budget.test.ts records them.
-- Reviewed: a change here is a change to what every respondent costs. FW_UPDATE_SQL=1 writes this file anew.

-- start: 14 statements
select "status", "questionnaire_version", "updated_at" from "surveys" where "id" = $1 for share;
select * from "questions" where "survey_id" = $1 order by "position";
select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select unnest($1::text[]) as k order by k) as keys;
select "id", "overrides" from "calibration_arms" where "survey_id" = $1 and "status" = $2 order by "created_at", "id";
select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select unnest($1::text[]) as k order by k) as keys;
select "fingerprint", min("id") as "first" from "sessions" where "survey_id" = $1 and "fingerprint" in ($2) group by "fingerprint";
insert into "sessions" ("external_id", "completed_at", "duration_seconds", "collector_id", "contact_id", "end_reason", "device_type", "browser", "os", "country", "region", "path", "answers", "interactions", "honeypot", "captcha_score", "user_agent", "fingerprint", "device_key", "token_hash", "next_question_id", "variables", "arm_id", "quality_flags", "risk_score", "excluded", "metadata", "quality_evidence", "hidden", "hidden_sealed", "edited_at", "id", "survey_id", "status", "started_at", "last_activity_at", "questionnaire_version", "language") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38);
insert into "analytics_counters" ("survey_id", "grp", "key", "stripe", "n") values ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10), ($11, $12, $13, $14, $15), ($16, $17, $18, $19, $20), ($21, $22, $23, $24, $25), ($26, $27, $28, $29, $30), ($31, $32, $33, $34, $35), ($36, $37, $38, $39, $40) on conflict ("survey_id", "grp", "key", "stripe") do update set "n" = analytics_counters.n + excluded.n;
select * from "collectors" where "id" = $1;
select "id", "events", "survey_ids" from "webhooks" where "organization_id" = $1 and "status" in ($2, $3) order by "id";
select * from "organizations" where "id" = $1;
insert into "events" ("id", "organization_id", "type", "payload", "position", "tx", "survey_id", "response_id", "created_at") values ($1, $2, $3, $4, nextval('event_positions'), pg_current_xact_id()::text::bigint, $5, $6, $7);
insert into "webhook_deliveries" ("id", "webhook_id", "event_id", "status", "attempt_count", "next_attempt_at", "last_status_code", "last_error", "created_at", "updated_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);
select * from "quotas" where "survey_id" = $1 order by "created_at", "id";

-- answer: 3 statements
select "sessions".*, "surveys"."status" as "s_status", "surveys"."questionnaire_version" as "s_questionnaire_version", "surveys"."updated_at" as "s_updated_at" from "sessions" inner join "surveys" on "surveys"."id" = "sessions"."survey_id" where "sessions"."id" = $1 and "sessions"."survey_id" = $2 for update of "sessions" for share of "surveys";
update "sessions" set "answers" = $1, "last_activity_at" = $2, "next_question_id" = $3, "path" = $4 where "id" = $5;
insert into "analytics_counters" ("survey_id", "grp", "key", "stripe", "n") values ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10), ($11, $12, $13, $14, $15), ($16, $17, $18, $19, $20), ($21, $22, $23, $24, $25), ($26, $27, $28, $29, $30), ($31, $32, $33, $34, $35), ($36, $37, $38, $39, $40) on conflict ("survey_id", "grp", "key", "stripe") do update set "n" = analytics_counters.n + excluded.n;

-- completion: 11 statements
select "sessions".*, "surveys"."status" as "s_status", "surveys"."questionnaire_version" as "s_questionnaire_version", "surveys"."updated_at" as "s_updated_at" from "sessions" inner join "surveys" on "surveys"."id" = "sessions"."survey_id" where "sessions"."id" = $1 and "sessions"."survey_id" = $2 for update of "sessions" for share of "surveys";
select * from "variables" where "survey_id" = $1 order by "created_at", "id";
select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select unnest($1::text[]) as k order by k) as keys;
select "grp", "key", sum(n) as "n" from "analytics_counters" where "survey_id" = $1 and "grp" = $2 group by "grp", "key" having sum(n) != $3;
update "sessions" set "completed_at" = $1, "duration_seconds" = $2, "last_activity_at" = $3, "status" = $4 where "id" = $5;
insert into "analytics_counters" ("survey_id", "grp", "key", "stripe", "n") values ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10), ($11, $12, $13, $14, $15), ($16, $17, $18, $19, $20), ($21, $22, $23, $24, $25), ($26, $27, $28, $29, $30), ($31, $32, $33, $34, $35), ($36, $37, $38, $39, $40), ($41, $42, $43, $44, $45), ($46, $47, $48, $49, $50) on conflict ("survey_id", "grp", "key", "stripe") do update set "n" = analytics_counters.n + excluded.n;
select * from "reward_settings" where "survey_id" = $1;
select "id", "events", "survey_ids" from "webhooks" where "organization_id" = $1 and "status" in ($2, $3) order by "id";
select * from "organizations" where "id" = $1;
insert into "events" ("id", "organization_id", "type", "payload", "position", "tx", "survey_id", "response_id", "created_at") values ($1, $2, $3, $4, nextval('event_positions'), pg_current_xact_id()::text::bigint, $5, $6, $7);
insert into "webhook_deliveries" ("id", "webhook_id", "event_id", "status", "attempt_count", "next_attempt_at", "last_status_code", "last_error", "created_at", "updated_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);

-- completion creating the median: 15 statements
select "sessions".*, "surveys"."status" as "s_status", "surveys"."questionnaire_version" as "s_questionnaire_version", "surveys"."updated_at" as "s_updated_at" from "sessions" inner join "surveys" on "surveys"."id" = "sessions"."survey_id" where "sessions"."id" = $1 and "sessions"."survey_id" = $2 for update of "sessions" for share of "surveys";
select * from "variables" where "survey_id" = $1 order by "created_at", "id";
select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select unnest($1::text[]) as k order by k) as keys;
select "grp", "key", sum(n) as "n" from "analytics_counters" where "survey_id" = $1 and "grp" = $2 group by "grp", "key" having sum(n) != $3;
select * from "sessions" where "survey_id" = $1 and "end_reason" is null and "duration_seconds" >= $2 and "duration_seconds" < $3 and "status" = $4 and "id" not in ($5) order by "id" for update;
select * from "sessions" where "survey_id" = $1 and "end_reason" is null and "duration_seconds" >= $2 and "duration_seconds" < $3 and "status" = $4 and "id" not in ($5) order by "id" for update;
update "sessions" set "completed_at" = $1, "duration_seconds" = $2, "last_activity_at" = $3, "quality_evidence" = $4, "quality_flags" = $5, "risk_score" = $6, "status" = $7 where "id" = $8;
insert into "session_flags" ("survey_id", "session_id", "flag", "risk_score") values ($1, $2, $3, $4), ($5, $6, $7, $8), ($9, $10, $11, $12), ($13, $14, $15, $16);
insert into "analytics_counters" ("survey_id", "grp", "key", "stripe", "n") values ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10), ($11, $12, $13, $14, $15), ($16, $17, $18, $19, $20), ($21, $22, $23, $24, $25), ($26, $27, $28, $29, $30), ($31, $32, $33, $34, $35), ($36, $37, $38, $39, $40), ($41, $42, $43, $44, $45), ($46, $47, $48, $49, $50), ($51, $52, $53, $54, $55), ($56, $57, $58, $59, $60), ($61, $62, $63, $64, $65), ($66, $67, $68, $69, $70), ($71, $72, $73, $74, $75) on conflict ("survey_id", "grp", "key", "stripe") do update set "n" = analytics_counters.n + excluded.n;
insert into "analytics_state" ("survey_id", "median_seconds", "questionnaire_version", "updated_at") values ($1, $2, $3, $4) on conflict ("survey_id") do update set "median_seconds" = "excluded"."median_seconds", "updated_at" = "excluded"."updated_at";
select * from "reward_settings" where "survey_id" = $1;
select "id", "events", "survey_ids" from "webhooks" where "organization_id" = $1 and "status" in ($2, $3) order by "id";
select * from "organizations" where "id" = $1;
insert into "events" ("id", "organization_id", "type", "payload", "position", "tx", "survey_id", "response_id", "created_at") values ($1, $2, $3, $4, nextval('event_positions'), pg_current_xact_id()::text::bigint, $5, $6, $7);
insert into "webhook_deliveries" ("id", "webhook_id", "event_id", "status", "attempt_count", "next_attempt_at", "last_status_code", "last_error", "created_at", "updated_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);

-- completion moving the median (and re-judging one session): 18 statements
select "sessions".*, "surveys"."status" as "s_status", "surveys"."questionnaire_version" as "s_questionnaire_version", "surveys"."updated_at" as "s_updated_at" from "sessions" inner join "surveys" on "surveys"."id" = "sessions"."survey_id" where "sessions"."id" = $1 and "sessions"."survey_id" = $2 for update of "sessions" for share of "surveys";
select * from "variables" where "survey_id" = $1 order by "created_at", "id";
select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select unnest($1::text[]) as k order by k) as keys;
select "grp", "key", sum(n) as "n" from "analytics_counters" where "survey_id" = $1 and "grp" = $2 group by "grp", "key" having sum(n) != $3;
select * from "sessions" where "survey_id" = $1 and "end_reason" is null and "duration_seconds" >= $2 and "duration_seconds" < $3 and "status" = $4 and "id" not in ($5) order by "id" for update;
select * from "sessions" where "survey_id" = $1 and "end_reason" is null and "duration_seconds" >= $2 and "duration_seconds" < $3 and "status" = $4 and "id" not in ($5) order by "id" for update;
update "sessions" set "quality_evidence" = $1, "quality_flags" = $2, "risk_score" = $3 where "id" = $4;
update "sessions" set "completed_at" = $1, "duration_seconds" = $2, "last_activity_at" = $3, "status" = $4 where "id" = $5;
insert into "session_flags" ("survey_id", "session_id", "flag", "risk_score") values ($1, $2, $3, $4), ($5, $6, $7, $8);
insert into "analytics_counters" ("survey_id", "grp", "key", "stripe", "n") values ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10), ($11, $12, $13, $14, $15), ($16, $17, $18, $19, $20), ($21, $22, $23, $24, $25), ($26, $27, $28, $29, $30), ($31, $32, $33, $34, $35), ($36, $37, $38, $39, $40), ($41, $42, $43, $44, $45), ($46, $47, $48, $49, $50), ($51, $52, $53, $54, $55), ($56, $57, $58, $59, $60), ($61, $62, $63, $64, $65) on conflict ("survey_id", "grp", "key", "stripe") do update set "n" = analytics_counters.n + excluded.n;
insert into "analytics_state" ("survey_id", "median_seconds", "questionnaire_version", "updated_at") values ($1, $2, $3, $4) on conflict ("survey_id") do update set "median_seconds" = "excluded"."median_seconds", "updated_at" = "excluded"."updated_at";
select * from "reward_settings" where "survey_id" = $1;
select "id", "events", "survey_ids" from "webhooks" where "organization_id" = $1 and "status" in ($2, $3) order by "id";
select * from "organizations" where "id" = $1;
insert into "events" ("id", "organization_id", "type", "payload", "position", "tx", "survey_id", "response_id", "created_at") values ($1, $2, $3, $4, nextval('event_positions'), pg_current_xact_id()::text::bigint, $5, $6, $7);
insert into "webhook_deliveries" ("id", "webhook_id", "event_id", "status", "attempt_count", "next_attempt_at", "last_status_code", "last_error", "created_at", "updated_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);
insert into "events" ("id", "organization_id", "type", "payload", "position", "tx", "survey_id", "response_id", "created_at") values ($1, $2, $3, $4, nextval('event_positions'), pg_current_xact_id()::text::bigint, $5, $6, $7);
insert into "webhook_deliveries" ("id", "webhook_id", "event_id", "status", "attempt_count", "next_attempt_at", "last_status_code", "last_error", "created_at", "updated_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);
