// The media screens against a stubbed `fetch` (list, event types, edit, delete) and a fake
// XMLHttpRequest for the upload: happy-dom sends no real upload, so the fake plays the browser's
// part (upload progress events, the answer, abort). The real endpoints are covered by
// api/src/areas/media/media.routes.test.ts.
import type { AdminMediaItem } from "@filtercycle/contract/media/media";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { CustomerMediaSection } from "./customer-media-section";
import { MediaPage } from "./media-page";

const EVENT_TYPES = [
  { id: "11111111-1111-4111-8111-111111111111", name: "Kiosk installation", retired: false },
  { id: "22222222-2222-4222-8222-222222222222", name: "Awareness drive", retired: false },
  { id: "33333333-3333-4333-8333-333333333333", name: "Old type", retired: true },
];
const ITEM: AdminMediaItem = {
  id: "44444444-4444-4444-8444-444444444444",
  customerId: "55555555-5555-4555-8555-555555555555",
  customerCode: "FC-1001",
  customerName: "Chai Corner",
  eventType: { id: EVENT_TYPES[0]?.id ?? "", name: "Kiosk installation" },
  fileName: "install.mp4",
  contentType: "video/mp4",
  kind: "video",
  sizeBytes: 2_400_000,
  link: null,
  createdAt: "2026-11-20T04:30:00.000Z",
  url: "/api/media/44444444-4444-4444-8444-444444444444/file",
};

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": status < 400 ? "application/json" : "application/problem+json" },
  });

function stubFetch() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    if (url.pathname === "/api/admin/event-types" && method === "GET")
      return json({ data: EVENT_TYPES });
    if (url.pathname === "/api/admin/event-types" && method === "POST")
      return json(
        { id: "66666666-6666-4666-8666-666666666666", name: "Clean-up", retired: false },
        201,
      );
    if (url.pathname.startsWith("/api/admin/event-types/"))
      return json({ ...EVENT_TYPES[0], ...JSON.parse(String(init?.body)) });
    if (url.pathname === "/api/admin/media") {
      // A long list: 120 files, 50 a page; every page shows ITEM (the rows are not what is tested).
      const page = Number(url.searchParams.get("page"));
      return json({
        items: [ITEM],
        page,
        pageSize: 50,
        total: url.searchParams.has("customerId") ? 1 : 120,
      });
    }
    if (method === "DELETE") return json(null, 204);
    if (method === "PATCH") return json({ ...ITEM, ...JSON.parse(String(init?.body)) });
    return json({ status: 404, detail: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** A stand-in for the browser's XMLHttpRequest, recording what the upload sends. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = "";
  url = "";
  withCredentials = false;
  status = 0;
  responseText = "";
  body: FormData | null = null;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return "application/json";
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function renderAt(path: string, ui: ReactNode) {
  saveSession({ token: "t", customerId: "", customerName: "Ravi Staff", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: "/admin/media", Component: () => ui }]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

async function fillUpload(user: ReturnType<typeof userEvent.setup>, withCustomer = true) {
  const form = screen.getByRole("region", { name: "Upload a file" });
  if (withCustomer) await user.type(within(form).getByLabelText("Customer code"), "FC-1001");
  await within(form).findByRole("option", { name: "Awareness drive" });
  await user.selectOptions(within(form).getByLabelText("Event type"), "Awareness drive");
  await user.type(within(form).getByLabelText(/^Related link/), "https://example.com/post");
  const file = new File([new Uint8Array(10)], "drive.mp4", { type: "video/mp4" });
  await user.upload(within(form).getByLabelText("File"), file);
  return form;
}

describe("media upload", () => {
  it("checks the fields before sending anything", async () => {
    const user = userEvent.setup();
    stubFetch();
    renderAt("/admin/media", <MediaPage />);
    const form = screen.getByRole("region", { name: "Upload a file" });
    await user.click(within(form).getByRole("button", { name: "Upload" }));
    expect(within(form).getByText("Customer code is required.")).toBeInTheDocument();
    expect(within(form).getByText("Event type is required.")).toBeInTheDocument();
    expect(within(form).getByText("File is required.")).toBeInTheDocument();
    expect(within(form).getByLabelText("Customer code")).toHaveFocus();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("shows percent and speed while uploading, and Cancel aborts it", async () => {
    const user = userEvent.setup();
    stubFetch();
    renderAt("/admin/media", <MediaPage />);
    const form = await fillUpload(user);
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000);
    await user.click(within(form).getByRole("button", { name: "Upload" }));

    const xhr = FakeXhr.instances[0] as FakeXhr;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/admin/media");
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body?.get("customerId")).toBe("FC-1001");
    expect(xhr.body?.get("eventTypeId")).toBe(EVENT_TYPES[1]?.id);
    expect(xhr.body?.get("link")).toBe("https://example.com/post");
    expect((xhr.body?.get("file") as File | undefined)?.name).toBe("drive.mp4");

    // 3 MB of 6 MB after two seconds: 50 % at 1.5 MB/s.
    now.mockReturnValue(3_000);
    act(() => xhr.progress(3_000_000, 6_000_000));
    expect(within(form).getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "value",
      "50",
    );
    expect(within(form).getByText("50% · 1.5 MB/s")).toBeInTheDocument();

    await user.click(within(form).getByRole("button", { name: "Cancel upload" }));
    expect(xhr.aborted).toBe(true);
    expect(await within(form).findByText("Upload cancelled. Nothing was stored.")).toBeVisible();
    expect(within(form).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("says when the upload is done and reads the list again", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch();
    renderAt("/admin/media", <MediaPage />);
    const form = await fillUpload(user);
    await user.click(within(form).getByRole("button", { name: "Upload" }));
    const listCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/admin/media")).length;
    const before = listCalls();
    act(() => (FakeXhr.instances[0] as FakeXhr).respond(201, { ...ITEM, fileName: "drive.mp4" }));
    expect(await within(form).findByText("Uploaded drive.mp4.")).toBeVisible();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it("shows the server's field message", async () => {
    const user = userEvent.setup();
    stubFetch();
    renderAt("/admin/media", <MediaPage />);
    const form = await fillUpload(user);
    await user.click(within(form).getByRole("button", { name: "Upload" }));
    act(() =>
      (FakeXhr.instances[0] as FakeXhr).respond(404, {
        status: 404,
        detail: 'No business has the customer ID "FC-1001".',
        errors: [{ field: "customerId", message: "no such business" }],
      }),
    );
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      'No business has the customer ID "FC-1001".',
    );
    expect(within(form).getByText("No such business.")).toBeInTheDocument();
  });
});

describe("media list", () => {
  it("keeps the customer filter in the URL and asks for that customer's files", async () => {
    const fetchMock = stubFetch();
    renderAt("/admin/media?customer=fc-1001", <MediaPage />);
    expect(await screen.findByRole("table", { name: "Media files of FC-1001" })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/media?customerId=FC-1001&page=1&pageSize=50",
      expect.anything(),
    );
    expect(
      screen.getByLabelText(/^Customer code/, { selector: "input[name=customer]" }),
    ).toHaveValue("FC-1001");
  });

  it("edits a file's event type and link", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch();
    renderAt("/admin/media", <MediaPage />);
    await user.click(await screen.findByRole("button", { name: "Edit install.mp4" }));
    const dialog = screen.getByRole("dialog", { name: "Edit install.mp4" });
    await within(dialog).findByRole("option", { name: "Awareness drive" });
    await user.selectOptions(within(dialog).getByLabelText("Event type"), "Awareness drive");
    await user.type(within(dialog).getByLabelText("Related link"), "https://example.com/a");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/media/${ITEM.id}`,
      expect.objectContaining({
        method: "PATCH",
        body: JSON.stringify({ eventTypeId: EVENT_TYPES[1]?.id, link: "https://example.com/a" }),
      }),
    );
  });

  it("deletes a file only after confirming", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch();
    renderAt("/admin/media", <MediaPage />);
    await user.click(await screen.findByRole("button", { name: "Delete install.mp4" }));
    let dialog = screen.getByRole("dialog", { name: "Delete install.mp4?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete install.mp4" }));
    dialog = screen.getByRole("dialog", { name: "Delete install.mp4?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/media/${ITEM.id}`,
      expect.objectContaining({ method: "DELETE" }),
    );
  });
});

describe("event types", () => {
  it("adds, renames and retires event types", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch();
    renderAt("/admin/media", <MediaPage />);
    const section = screen.getByRole("region", { name: "Event types" });
    expect(await within(section).findByText("Old type")).toBeInTheDocument();

    await user.type(within(section).getByLabelText("New event type"), "Clean-up");
    await user.click(within(section).getByRole("button", { name: "Add event type" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/admin/event-types",
        expect.objectContaining({ method: "POST", body: JSON.stringify({ name: "Clean-up" }) }),
      ),
    );

    await user.click(within(section).getByRole("button", { name: "Rename Awareness drive" }));
    const input = within(section).getByLabelText("New name for Awareness drive");
    await user.clear(input);
    await user.type(input, "Awareness session");
    await user.click(within(section).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/admin/event-types/${EVENT_TYPES[1]?.id}`,
        expect.objectContaining({
          method: "PATCH",
          body: JSON.stringify({ name: "Awareness session" }),
        }),
      ),
    );

    await user.click(within(section).getByRole("button", { name: "Retire Kiosk installation" }));
    await user.click(within(section).getByRole("button", { name: "Bring back Old type" }));
    await waitFor(() => {
      const bodies = fetchMock.mock.calls
        .filter(([, init]) => init?.method === "PATCH")
        .map(([url, init]) => `${url} ${init?.body}`);
      expect(bodies).toContain(`/api/admin/event-types/${EVENT_TYPES[0]?.id} {"retired":true}`);
      expect(bodies).toContain(`/api/admin/event-types/${EVENT_TYPES[2]?.id} {"retired":false}`);
    });
  });
});

describe("media list pages", () => {
  it("shows a page at a time and asks for the next one", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch();
    renderAt("/admin/media", <MediaPage />);
    expect(await screen.findByRole("table", { name: "Media files" })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/media?page=1&pageSize=50",
      expect.anything(),
    );
    const pages = screen.getByRole("navigation", { name: "Media file pages" });
    expect(within(pages).getByText("Page 1 of 3")).toBeInTheDocument();
    await user.click(within(pages).getByRole("button", { name: "Next" }));
    expect(await within(pages).findByText("Page 2 of 3")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/media?page=2&pageSize=50",
      expect.anything(),
    );
  });
});

describe("CustomerMediaSection", () => {
  it("lists that customer's files and uploads for them without asking who", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch();
    renderAt("/admin/media", <CustomerMediaSection customerCode="FC-1001" />);
    expect(await screen.findByRole("table", { name: "Media files of FC-1001" })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/media?customerId=FC-1001&page=1&pageSize=50",
      expect.anything(),
    );
    const form = await fillUpload(user, false);
    expect(within(form).queryByLabelText("Customer code")).not.toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Upload" }));
    expect((FakeXhr.instances[0] as FakeXhr).body?.get("customerId")).toBe("FC-1001");
  });
});
