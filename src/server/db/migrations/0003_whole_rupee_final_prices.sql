-- Final prices are whole rupees, rounded down: the amount a shopper pays is the amount shown.
UPDATE "products" SET "final_price_paise" = ("final_price_paise" / 100) * 100 WHERE "final_price_paise" % 100 <> 0;
