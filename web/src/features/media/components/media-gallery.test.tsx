import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, problem, renderWithProviders, stubApi } from "../../impact/testing/render";
import { MediaGallery } from "./media-gallery";

vi.mock("../utils/draw-pdf", () => import("../testing/draw-pdf-stub"));

const videosRoute = (answer: () => Response | Promise<Response>) => (url: URL) =>
  url.pathname === "/api/get_customer_videos" ? answer() : undefined;

describe("the Videos tab", () => {
  it("says it is loading, then lists the files newest first", async () => {
    let release: (response: Response) => void = () => {};
    stubApi(videosRoute(() => new Promise<Response>((resolve) => (release = resolve))));
    renderWithProviders(<MediaGallery />);
    expect(screen.getByRole("heading", { name: "Your Media Files" })).toBeInTheDocument();
    expect(screen.getByText("Loading media files...")).toBeInTheDocument();

    const { mediaItems } = await import("../../impact/testing/fixtures");
    release(json({ data: mediaItems }));
    const cards = await screen.findAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Monthly report",
      "Awareness drive",
      "Kiosk installation",
      "Recycling plant visit",
    ]);
    expect(screen.queryByText("Loading media files...")).not.toBeInTheDocument();
    // Upload date in US English short format.
    expect(within(cards[3] as HTMLElement).getByText("Jan 5, 2025")).toBeInTheDocument();
  });

  it("shows the spec's message when the list cannot be loaded", async () => {
    stubApi(videosRoute(() => problem(500)));
    renderWithProviders(<MediaGallery />);
    expect(
      await screen.findByText("Failed to load videos. Please try again later."),
    ).toBeInTheDocument();
  });

  it("shows the spec's message when there are no files", async () => {
    stubApi(videosRoute(() => json({ data: [] })));
    renderWithProviders(<MediaGallery />);
    expect(
      await screen.findByText(
        "No media files available. Files uploaded from the admin panel will appear here.",
      ),
    ).toBeInTheDocument();
  });

  it("gives each kind its button, a Download, and a Related Link only when there is a link", async () => {
    stubApi();
    renderWithProviders(<MediaGallery />);
    const card = async (name: string) =>
      (await screen.findByRole("heading", { name })).closest("li") as HTMLElement;

    const video = await card("Kiosk installation");
    expect(within(video).getByRole("button", { name: "View Video" })).toBeInTheDocument();
    expect(within(video).queryByRole("link", { name: /Related Link/ })).not.toBeInTheDocument();
    expect(within(video).getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      "/api/media/video-1/file?download=1",
    );

    const pdf = await card("Awareness drive");
    expect(within(pdf).getByRole("button", { name: "View PDF" })).toBeInTheDocument();
    const related = within(pdf).getByRole("link", { name: /Related Link/ });
    expect(related).toHaveAttribute(
      "href",
      "https://www.who.int/publications/i/item/9789241512497",
    );
    expect(related).toHaveAttribute("target", "_blank");
    expect(related).toHaveAttribute("rel", "noopener noreferrer");

    const image = await card("Recycling plant visit");
    expect(within(image).getByRole("button", { name: "View File" })).toBeInTheDocument();

    // Unknown kind: "View File" opens the file in a new tab; the thumbnail is not a control.
    const csv = await card("Monthly report");
    const view = within(csv).getByRole("link", { name: /View File/ });
    expect(view).toHaveAttribute("href", "/api/media/csv-1/file");
    expect(view).toHaveAttribute("target", "_blank");
    expect(view).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(csv).queryByRole("button", { name: /Open/ })).not.toBeInTheDocument();
    expect(
      within(video).getByRole("button", { name: /Open Kiosk installation/ }),
    ).toBeInTheDocument();
  });

  it("opens a PDF drawn in a named region; Escape closes it and focus returns to the card's button", async () => {
    stubApi();
    renderWithProviders(<MediaGallery />);
    const button = await screen.findByRole("button", { name: "View PDF" });
    await userEvent.click(button);

    const dialog = await screen.findByRole("dialog", { name: "Awareness drive" });
    expect(dialog).toHaveAttribute("open");
    const pdf = within(dialog).getByRole("region", { name: "Awareness drive summary.PDF" });
    expect(await within(pdf).findByRole("img", { name: "Page 1 of 1" })).toBeInTheDocument();
    expect(pdf).not.toHaveTextContent("Loading the PDF…");
    expect(pdf).toHaveAttribute("aria-busy", "false");
    expect(dialog.querySelector("iframe")).toBeNull();
    expect(within(dialog).getByRole("link", { name: /Visit Related Link/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(within(dialog).getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      "/api/media/pdf-1/file?download=1",
    );
    // Focus moves into the modal, and the page behind does not scroll.
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe("hidden");

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("keeps Escape, Close and the dialog's Tab order working while focus is in the PDF", async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<MediaGallery />);
    const button = await screen.findByRole("button", { name: "View PDF" });
    await user.click(button);
    let dialog = await screen.findByRole("dialog", { name: "Awareness drive" });
    const pdf = within(dialog).getByRole("region", { name: "Awareness drive summary.PDF" });
    await within(pdf).findByRole("img", { name: "Page 1 of 1" });

    // Close, then the PDF (a Tab stop, so a keyboard can scroll it), then the actions.
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(pdf).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("link", { name: "Download" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(pdf).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    // From the PDF back to Close, which closes it.
    await user.click(button);
    dialog = await screen.findByRole("dialog", { name: "Awareness drive" });
    await user.tab();
    expect(within(dialog).getByRole("region", { name: /Awareness drive/ })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("says the PDF could not be shown, and offers the download, when it cannot be drawn", async () => {
    const { mediaItems } = await import("../../impact/testing/fixtures");
    const broken = mediaItems
      .filter((item) => item.kind === "pdf")
      .map((item) => ({ ...item, video_url: "/api/media/broken/file" }));
    stubApi(videosRoute(() => json({ data: broken })));
    renderWithProviders(<MediaGallery />);
    await userEvent.click(await screen.findByRole("button", { name: "View PDF" }));
    const dialog = await screen.findByRole("dialog", { name: "Awareness drive" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This PDF could not be shown. Download it instead.",
    );
    expect(within(dialog).queryByRole("img")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      "/api/media/broken/file?download=1",
    );
  });

  it("plays a video with controls (muted autoplay) and shows an image with its alt text", async () => {
    stubApi();
    renderWithProviders(<MediaGallery />);
    await userEvent.click(await screen.findByRole("button", { name: "View Video" }));
    const dialog = await screen.findByRole("dialog", { name: "Kiosk installation" });
    const video = dialog.querySelector("video") as HTMLVideoElement;
    expect(video).toHaveAttribute("src", "/api/media/video-1/file");
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(
      within(dialog).queryByRole("link", { name: /Visit Related Link/ }),
    ).not.toBeInTheDocument();

    const viewImage = screen.getByRole("button", { name: "View File" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(viewImage);
    const imageDialog = await screen.findByRole("dialog", { name: "Recycling plant visit" });
    expect(
      within(imageDialog).getByRole("img", {
        name: "Recycling plant visit: Recycling plant visit.png",
      }),
    ).toHaveAttribute("src", "/api/media/png-1/file");
  });
});
