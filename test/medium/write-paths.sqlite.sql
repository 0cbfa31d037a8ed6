-- The statements each respondent write path sends (sqlite), as test/medium/write-budget.test.ts records them.
-- Reviewed: a change here is a change to what every respondent costs. FW_UPDATE_SQL=1 writes this file anew.

-- start: 14 statements
begin immediate;
select "status", "questionnaire_version", "updated_at" from "surveys" where "id" = ?;
select * from "questions" where "survey_id" = ? order by "position";
select "id", "overrides" from "calibration_arms" where "survey_id" = ? and "status" = ? order by "created_at", "id";
select "fingerprint", min("id") as "first" from "sessions" where "survey_id" = ? and "fingerprint" in (?) group by "fingerprint";
insert into "sessions" ("external_id", "completed_at", "duration_seconds", "collector_id", "contact_id", "end_reason", "device_type", "browser", "os", "country", "region", "path", "answers", "interactions", "honeypot", "captcha_score", "user_agent", "fingerprint", "device_key", "token_hash", "next_question_id", "variables", "arm_id", "quality_flags", "risk_score", "excluded", "metadata", "quality_evidence", "hidden", "hidden_sealed", "edited_at", "id", "survey_id", "status", "started_at", "last_activity_at", "questionnaire_version", "language") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);
insert into "analytics_counters" ("survey_id", "grp", "key", "stripe", "n") values (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?) on conflict ("survey_id", "grp", "key", "stripe") do update set "n" = analytics_counters.n + excluded.n;
select * from "collectors" where "id" = ?;
select "id", "events", "survey_ids" from "webhooks" where "organization_id" = ? and "status" in (?, ?) order by "id";
select * from "organizations" where "id" = ?;
insert into "events" ("id", "organization_id", "type", "payload", "position", "tx", "survey_id", "response_id", "created_at") values (?, ?, ?, ?, (select coalesce(max(position), 0) + 1 from events), 0, ?, ?, ?);
insert into "webhook_deliveries" ("id", "webhook_id", "event_id", "status", "attempt_count", "next_attempt_at", "last_status_code", "last_error", "created_at", "updated_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?);
select * from "quotas" where "survey_id" = ? order by "created_at", "id";
commit;

-- answer: 5 statements
begin immediate;
select "sessions".*, "surveys"."status" as "s_status", "surveys"."questionnaire_version" as "s_questionnaire_version", "surveys"."updated_at" as "s_updated_at" from "sessions" inner join "surveys" on "surveys"."id" = "sessions"."survey_id" where "sessions"."id" = ? and "sessions"."survey_id" = ?;
update "sessions" set "answers" = ?, "last_activity_at" = ?, "next_question_id" = ?, "path" = ? where "id" = ?;
insert into "analytics_counters" ("survey_id", "grp", "key", "stripe", "n") values (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?) on conflict ("survey_id", "grp", "key", "stripe") do update set "n" = analytics_counters.n + excluded.n;
commit;

-- completion: 12 statements
begin immediate;
select "sessions".*, "surveys"."status" as "s_status", "surveys"."questionnaire_version" as "s_questionnaire_version", "surveys"."updated_at" as "s_updated_at" from "sessions" inner join "surveys" on "surveys"."id" = "sessions"."survey_id" where "sessions"."id" = ? and "sessions"."survey_id" = ?;
select * from "variables" where "survey_id" = ? order by "created_at", "id";
select "grp", "key", sum(n) as "n" from "analytics_counters" where "survey_id" = ? and "grp" = ? group by "grp", "key" having sum(n) != ?;
update "sessions" set "completed_at" = ?, "duration_seconds" = ?, "last_activity_at" = ?, "status" = ? where "id" = ?;
insert into "analytics_counters" ("survey_id", "grp", "key", "stripe", "n") values (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?) on conflict ("survey_id", "grp", "key", "stripe") do update set "n" = analytics_counters.n + excluded.n;
select * from "reward_settings" where "survey_id" = ?;
select "id", "events", "survey_ids" from "webhooks" where "organization_id" = ? and "status" in (?, ?) order by "id";
select * from "organizations" where "id" = ?;
insert into "events" ("id", "organization_id", "type", "payload", "position", "tx", "survey_id", "response_id", "created_at") values (?, ?, ?, ?, (select coalesce(max(position), 0) + 1 from events), 0, ?, ?, ?);
insert into "webhook_deliveries" ("id", "webhook_id", "event_id", "status", "attempt_count", "next_attempt_at", "last_status_code", "last_error", "created_at", "updated_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?);
commit;

-- completion creating the median: 16 statements
begin immediate;
select "sessions".*, "surveys"."status" as "s_status", "surveys"."questionnaire_version" as "s_questionnaire_version", "surveys"."updated_at" as "s_updated_at" from "sessions" inner join "surveys" on "surveys"."id" = "sessions"."survey_id" where "sessions"."id" = ? and "sessions"."survey_id" = ?;
select * from "variables" where "survey_id" = ? order by "created_at", "id";
select "grp", "key", sum(n) as "n" from "analytics_counters" where "survey_id" = ? and "grp" = ? group by "grp", "key" having sum(n) != ?;
select * from "sessions" where "survey_id" = ? and "end_reason" is null and "duration_seconds" >= ? and "duration_seconds" < ? and "status" = ? and "id" not in (?) order by "id";
select * from "sessions" where "survey_id" = ? and "end_reason" is null and "duration_seconds" >= ? and "duration_seconds" < ? and "status" = ? and "id" not in (?) order by "id";
update "sessions" set "completed_at" = ?, "duration_seconds" = ?, "last_activity_at" = ?, "quality_evidence" = ?, "quality_flags" = ?, "risk_score" = ?, "status" = ? where "id" = ?;
insert into "session_flags" ("survey_id", "session_id", "flag", "risk_score") values (?, ?, ?, ?), (?, ?, ?, ?), (?, ?, ?, ?), (?, ?, ?, ?);
insert into "analytics_counters" ("survey_id", "grp", "key", "stripe", "n") values (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?) on conflict ("survey_id", "grp", "key", "stripe") do update set "n" = analytics_counters.n + excluded.n;
insert into "analytics_state" ("survey_id", "median_seconds", "questionnaire_version", "updated_at") values (?, ?, ?, ?) on conflict ("survey_id") do update set "median_seconds" = "excluded"."median_seconds", "updated_at" = "excluded"."updated_at";
select * from "reward_settings" where "survey_id" = ?;
select "id", "events", "survey_ids" from "webhooks" where "organization_id" = ? and "status" in (?, ?) order by "id";
select * from "organizations" where "id" = ?;
insert into "events" ("id", "organization_id", "type", "payload", "position", "tx", "survey_id", "response_id", "created_at") values (?, ?, ?, ?, (select coalesce(max(position), 0) + 1 from events), 0, ?, ?, ?);
insert into "webhook_deliveries" ("id", "webhook_id", "event_id", "status", "attempt_count", "next_attempt_at", "last_status_code", "last_error", "created_at", "updated_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?);
commit;

-- completion moving the median (and re-judging one session): 19 statements
begin immediate;
select "sessions".*, "surveys"."status" as "s_status", "surveys"."questionnaire_version" as "s_questionnaire_version", "surveys"."updated_at" as "s_updated_at" from "sessions" inner join "surveys" on "surveys"."id" = "sessions"."survey_id" where "sessions"."id" = ? and "sessions"."survey_id" = ?;
select * from "variables" where "survey_id" = ? order by "created_at", "id";
select "grp", "key", sum(n) as "n" from "analytics_counters" where "survey_id" = ? and "grp" = ? group by "grp", "key" having sum(n) != ?;
select * from "sessions" where "survey_id" = ? and "end_reason" is null and "duration_seconds" >= ? and "duration_seconds" < ? and "status" = ? and "id" not in (?) order by "id";
select * from "sessions" where "survey_id" = ? and "end_reason" is null and "duration_seconds" >= ? and "duration_seconds" < ? and "status" = ? and "id" not in (?) order by "id";
update "sessions" set "quality_evidence" = ?, "quality_flags" = ?, "risk_score" = ? where "id" = ?;
update "sessions" set "completed_at" = ?, "duration_seconds" = ?, "last_activity_at" = ?, "status" = ? where "id" = ?;
insert into "session_flags" ("survey_id", "session_id", "flag", "risk_score") values (?, ?, ?, ?), (?, ?, ?, ?);
insert into "analytics_counters" ("survey_id", "grp", "key", "stripe", "n") values (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?), (?, ?, ?, ?, ?) on conflict ("survey_id", "grp", "key", "stripe") do update set "n" = analytics_counters.n + excluded.n;
insert into "analytics_state" ("survey_id", "median_seconds", "questionnaire_version", "updated_at") values (?, ?, ?, ?) on conflict ("survey_id") do update set "median_seconds" = "excluded"."median_seconds", "updated_at" = "excluded"."updated_at";
select * from "reward_settings" where "survey_id" = ?;
select "id", "events", "survey_ids" from "webhooks" where "organization_id" = ? and "status" in (?, ?) order by "id";
select * from "organizations" where "id" = ?;
insert into "events" ("id", "organization_id", "type", "payload", "position", "tx", "survey_id", "response_id", "created_at") values (?, ?, ?, ?, (select coalesce(max(position), 0) + 1 from events), 0, ?, ?, ?);
insert into "webhook_deliveries" ("id", "webhook_id", "event_id", "status", "attempt_count", "next_attempt_at", "last_status_code", "last_error", "created_at", "updated_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?);
insert into "events" ("id", "organization_id", "type", "payload", "position", "tx", "survey_id", "response_id", "created_at") values (?, ?, ?, ?, (select coalesce(max(position), 0) + 1 from events), 0, ?, ?, ?);
insert into "webhook_deliveries" ("id", "webhook_id", "event_id", "status", "attempt_count", "next_attempt_at", "last_status_code", "last_error", "created_at", "updated_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?);
commit;
