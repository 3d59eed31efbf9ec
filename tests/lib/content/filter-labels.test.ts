import { afterEach, describe, expect, it } from "vitest";
import type { FilterOptions } from "@/lib/api";
import { withFilterLabels } from "@/lib/content/filter-labels";
import { i18n, resetLiterals, translateKey } from "@/lib/i18n";

const option = (key: string, label: string) => ({ key, label });

function filters(): FilterOptions {
  return {
    applications: {
      ipRightType: [option("TRADEMARK", "Prekių ženklas")],
      formTypes: { trademark: [option("Word", "Žodinis")], design: [] },
      status: [option("WAITING_FOR_PAYMENT", "app.status.WAITING_FOR_PAYMENT")],
      niceClass: { min: 1, max: 45 },
      dates: [],
    },
    correspondence: { categories: [option("TRADEMARK", "Prekių ženklai")], statuses: [option("NEW", "Naujas")], dates: [] },
    shoppingCart: { types: [] },
    paymentHistory: { ipRightTypes: [] },
  };
}

describe("filter option labels (decision 39)", () => {
  afterEach(() => resetLiterals());

  it("label the values the office's literals do not translate", () => {
    i18n.loadAndActivate({ locale: "lt", messages: {} });
    const answer = filters();
    expect(withFilterLabels(answer)).toBe(answer);
    expect(translateKey("dossier.type.TRADEMARK")).toBe("Prekių ženklai");
    expect(translateKey("correspondence.status.NEW")).toBe("Naujas");
    expect(translateKey("app.form.Word")).toBe("Žodinis");
    expect(translateKey("ip.right.TRADEMARK")).toBe("Prekių ženklas");
    // The option's label is the untranslated key itself: the value made readable.
    expect(translateKey("app.status.WAITING_FOR_PAYMENT")).toBe("Waiting for payment");
  });
});
