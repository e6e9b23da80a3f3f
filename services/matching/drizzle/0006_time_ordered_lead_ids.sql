-- Lead ids that grow with time (the UUID version 7 layout: milliseconds since 1970 in the first 48
-- bits, then random bits), so a job's hundreds of new leads land at the right edge of the primary
-- key's index instead of on hundreds of random pages. A function rather than PostgreSQL 18's
-- uuidv7(), because the distributed mode may run on an older server.
CREATE OR REPLACE FUNCTION "matching"."time_ordered_uuid"() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT (substr(ts, 1, 8) || '-' || substr(ts, 9, 4) || '-7' || substr(r, 16))::uuid
  FROM (SELECT lpad(to_hex(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0') AS ts,
               gen_random_uuid()::text AS r) AS parts
$$;
