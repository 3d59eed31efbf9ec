import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { credentialsRules, useFieldValidation, type CredentialsValues, type FieldValidation } from "@/lib/account-validation";

const EMPTY: CredentialsValues = { userName: "", email: "", password: "", repeatPassword: "" };

describe("useFieldValidation", () => {
  let container: HTMLDivElement;
  let root: Root;
  let form: FieldValidation<CredentialsValues>;

  function Probe() {
    form = useFieldValidation(credentialsRules);
    return null;
  }

  beforeEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement("div");
    document.body.appendChild(container);
    root = createRoot(container);
    await act(async () => root.render(<Probe />));
  });
  afterEach(() => {
    // Unmounted, not only detached: the tree would otherwise live on into the next tests.
    act(() => root.unmount());
    container.remove();
  });

  it("checks a field when it loses focus, and only the fields already left", async () => {
    expect(form.errorOf("email")).toBeUndefined();
    await act(async () => form.blur("email", { ...EMPTY, email: "jonas" }));
    expect(form.errorOf("email")).toBe("invalid.email.format");
    expect(form.errorOf("password")).toBeUndefined();
  });

  it("compares the repeat password once both password fields were left", async () => {
    const values = { ...EMPTY, password: "Vilnius2468", repeatPassword: "Vilnius2469" };
    await act(async () => form.blur("password", values));
    expect(form.errorOf("repeatPassword")).toBeUndefined();
    await act(async () => form.blur("repeatPassword", values));
    expect(form.errorOf("repeatPassword")).toBe("entering.same.value");
    await act(async () => form.blur("password", { ...values, password: "Vilnius2469" }));
    expect(form.errorOf("repeatPassword")).toBeUndefined();
  });

  it("marks every field on submit and answers whether the form may be sent", async () => {
    let ok = true;
    await act(async () => {
      ok = form.validateAll(EMPTY);
    });
    expect(ok).toBe(false);
    expect(form.errorOf("userName")).toBe("required.field");
    expect(form.errorOf("repeatPassword")).toBe("required.field");
  });

  it("shows server field errors until the field is edited", async () => {
    const error = new ApiError({ status: 400, description: "reused.username", details: { fields: { userName: "reused.username", email: "reused.username" } } });
    await act(async () => {
      form.showServerErrors(error);
    });
    expect(form.errorOf("userName")).toBe("reused.username");
    expect(form.errorOf("email")).toBe("reused.username");
    await act(async () => form.changed("email"));
    expect(form.errorOf("email")).toBeUndefined();
    expect(form.errorOf("userName")).toBe("reused.username");
  });
});
