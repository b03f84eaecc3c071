import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { unfilledLists } from "../content/unfilled-lists";
import { FactListBand } from "./fact-list-band";

describe("a list of the company's own facts", () => {
  const list = {
    heading: "Supporters",
    eachEntry: "A supporter, named with their permission.",
    entries: [] as { title: string; text: string }[],
  };

  it("renders nothing while it is empty", () => {
    const { container } = render(<FactListBand list={list} id="list-heading" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows its heading and entries once filled", () => {
    render(
      <FactListBand
        list={{ ...list, entries: [{ title: "Chai Corner", text: "Hosts two kiosks." }] }}
        id="list-heading"
      />,
    );
    expect(screen.getByRole("region", { name: "Supporters" })).toBeInTheDocument();
    expect(screen.getByText("Chai Corner")).toBeInTheDocument();
  });

  it("lists the empty ones for the build's warning", () => {
    expect(unfilledLists()).toEqual([
      '/awards "Recognition Filtercycle has received" (An award or recognition given to Filtercycle itself: the awarding body, the year and a link to the announcement.)',
      '/our-supporter "Supporters" (A supporter, named with their permission, and the way they support the programme.)',
    ]);
  });
});
