import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { sessionQueryKeys, watchSessionEnd } from "@/lib/session";
import { demoParent } from "../fixtures";

describe("the session the shell opened with (the device's last user)", () => {
  it("ends when the office answers that nobody is signed in, and tells when the user changed", async () => {
    const client = new QueryClient();
    client.setQueryData(sessionQueryKeys.me(), demoParent);
    const onEnded = vi.fn();
    const onChanged = vi.fn();
    watchSessionEnd(client, onEnded, onChanged);

    // The office confirms the same user: nothing to do.
    await client.fetchQuery({ queryKey: sessionQueryKeys.me(), queryFn: () => Promise.resolve({ ...demoParent }), staleTime: 0 });
    expect(onChanged).not.toHaveBeenCalled();
    // A user name change is waiting: the routes read the user again.
    await client.fetchQuery({ queryKey: sessionQueryKeys.me(), queryFn: () => Promise.resolve({ ...demoParent, newUsernameRequested: "new@example.lt" }), staleTime: 0 });
    expect(onChanged).toHaveBeenCalledTimes(1);
    // 401 on /auth/me: the session query answers null.
    await client.fetchQuery({ queryKey: sessionQueryKeys.me(), queryFn: () => Promise.resolve(null), staleTime: 0 });
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});
