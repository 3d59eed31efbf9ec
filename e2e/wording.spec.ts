/**
 * The wording pass where a word depends on its context: in Lithuanian the links of the
 * searches name them in the accusative, the connection badge says "Ryšys yra", the e-service kinds
 * are nouns that agree with "paslaugos" (not the Cancel button's verb); in English the sign-in
 * form asks for a user name or e-mail.
 */
import { expect, test } from "./support/fixtures";
import { withoutExpiringAlert } from "./support/applications";
import { OnlineServicesPage } from "./support/pages/online-services-page";

test("Lithuanian online services read as Lithuanian", async ({ page, context, signIn }) => {
  await withoutExpiringAlert(context);
  await signIn(page, "demoparent", { open: false });
  await page.goto("/online-services/trademark");
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "LT" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "lt");
  const services = new OnlineServicesPage(page);
  const searches = ["national", "eu", "international"].map((key) => services.card(`card-search-${key}`).getByRole("link"));
  await expect(searches[0]!).toHaveText(/^Atidaryti nacionalinę paiešką/);
  await expect(searches[1]!).toHaveText(/^Atidaryti Europos Sąjungos paiešką/);
  await expect(searches[2]!).toHaveText(/^Atidaryti tarptautinę paiešką/);
  await expect(page.getByTestId("online-indicator")).toHaveText("Ryšys yra");

  await page.goto("/online-services/trademark/e-services");
  await expect(services.categoryTabs.getByRole("tab")).toHaveText(["Visos", "Pratęsimas", "Apsauga", "Panaikinimas", "Pakeitimas", "Perleidimas", "Kitos"]);
  await expect(services.card("card-eservice-TM_RENEWAL").getByRole("link")).toHaveText(/^Atidaryti e\. paslaugą „.+“/);
});

test("the English sign-in form asks for a user name or e-mail", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in to your user area");
  await expect(page.getByLabel("User name or e-mail")).toBeVisible();
  await expect(page.getByText(/Log in into|Please add your information|Your email/)).toHaveCount(0);
});
