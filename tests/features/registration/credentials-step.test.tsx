import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CredentialsStep } from "@/features/registration/components/credentials-step";
import { choosePersonType, toIdentity, withIdentity } from "@/features/registration/wizard";
import { i18n, loadLiterals } from "@/lib/i18n";
import { errorBody, json, stubFetch, type Call } from "../../lib/fetch-stub";
import { mountPerTest, withAppProviders } from "../../support/dom";

const STATE = choosePersonType(
  withIdentity(
    toIdentity({
      firstName: "Tomas",
      lastName: "Žukauskas",
      emailAddress: "Tomas.Zukauskas@example.lt",
      phoneNumber: null,
      personalCode: "39002023456",
      companyCode: null,
      companyName: null,
      isPatentAttorney: false,
    }),
  ),
  "Representative",
);

/** Sets an input's value the way React notices (the native setter, then an input event). */
function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error("input missing");
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("CredentialsStep", () => {
  const dom = mountPerTest();
  const onCreated = vi.fn();
  beforeEach(async () => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    // Literals that read as their keys, so the test sees which key is shown.
    await loadLiterals("en", { "required.field": "required.field", "reused.username": "reused.username" });
    onCreated.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function render() {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    await act(async () =>
      dom.root.render(
        withAppProviders(
          <QueryClientProvider client={queryClient}>
            <CredentialsStep state={STATE} initialProblem={null} onBack={() => undefined} onCreated={onCreated} />
          </QueryClientProvider>,
        ),
      ),
    );
  }
  const input = (name: string) => dom.container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const submit = () => act(async () => dom.container.querySelector("form")?.requestSubmit());
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

  it("sends nothing while a field fails, then the registration payload with the user name copied from the e-mail", async () => {
    const stub = stubFetch(() => json({ userName: "tomas.zukauskas@example.lt", email: "Tomas.Zukauskas@example.lt" }, { status: 201 }));
    await render();
    expect(input("userName")).toBeNull();
    expect(input("email")?.value).toBe("Tomas.Zukauskas@example.lt");
    await submit();
    expect(stub.calls).toHaveLength(0);
    expect(dom.container.textContent).toContain("required.field");

    await act(async () => {
      type(input("password"), "Vilnius2468");
      type(input("repeatPassword"), "Vilnius2468");
    });
    await submit();
    await settle();
    expect(stub.calls).toHaveLength(1);
    const call = stub.calls[0] as Call;
    expect(call.url).toContain("/user/registration/creation");
    expect(JSON.parse(String(call.body))).toEqual({
      email: "Tomas.Zukauskas@example.lt",
      password: "Vilnius2468",
      userName: "tomas.zukauskas@example.lt",
      personType: "Representative",
      language: "en",
      accountType: "INDIVIDUAL",
    });
    expect(onCreated).toHaveBeenCalledWith({ userName: "tomas.zukauskas@example.lt", email: "Tomas.Zukauskas@example.lt" }, "Vilnius2468");
  });

  it("shows reused.username on the e-mail and on the user name, which it reveals", async () => {
    stubFetch(() => errorBody(400, "reused.username", { details: { fields: { userName: "reused.username", email: "reused.username" } } }));
    await render();
    await act(async () => {
      type(input("password"), "Vilnius2468");
      type(input("repeatPassword"), "Vilnius2468");
    });
    await submit();
    await settle();
    expect(onCreated).not.toHaveBeenCalled();
    expect(input("userName")?.value).toBe("tomas.zukauskas@example.lt");
    expect(dom.container.textContent?.match(/reused\.username/g)).toHaveLength(2);
  });
});
