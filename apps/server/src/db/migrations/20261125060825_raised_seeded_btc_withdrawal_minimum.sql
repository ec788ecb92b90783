-- The first-boot BTC withdrawal currency had a 50 USD minimum, but BTC is paid at 2 decimals
-- (SPEC §9): anything under about 955 USD nets 0 BTC. Raise the minimum where it is still the
-- seeded one (a value the back office changed is left alone).
UPDATE "fund_currencies" SET "min_amount" = 1000
WHERE "code" = 'BTC' AND "protocol" = 'BTC' AND "min_amount" = 50 AND "usd_price" = 0.0000105;
