import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, saveSession } from "../lib/session-storage";
import SignedInLayout from "./signed-in-layout";

describe("signed-in layout", () => {
  afterEach(() => localStorage.clear());

  it("gives its screens a query client and drops cached customer data at logout", async () => {
    saveSession({ token: "t", customerId: "FC-1001", customerName: "Café", role: "customer" });
    let client: QueryClient | undefined;
    function Figures() {
      client = useQueryClient();
      const { data } = useQuery({ queryKey: ["figures"], queryFn: async () => "12,345 butts" });
      return <p>{data ?? "loading"}</p>;
    }
    const Stub = createRoutesStub([
      { Component: SignedInLayout, children: [{ path: "/dashboard", Component: Figures }] },
    ]);
    render(<Stub initialEntries={["/dashboard"]} />);
    expect(await screen.findByText("12,345 butts")).toBeInTheDocument();
    expect(client?.getQueryData(["figures"])).toBe("12,345 butts");

    act(() => clearSession());
    expect(client?.getQueryData(["figures"])).toBeUndefined();
  });
});
