import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { UserPhoto, userPhotoSizes } from "./UserPhoto";

const alice = { name: "Alice", photoUrl: "https://cdn.example.com/alice.png" };

describe("UserPhoto (shell spec §4 avatar, §9 user photo sizes)", () => {
  it("shows the photo with the user's name as alt text", () => {
    render(<UserPhoto user={alice} />);
    const photo = screen.getByRole("img", { name: "Alice" });
    expect(photo.tagName).toBe("IMG");
    expect(photo.getAttribute("src")).toBe(alice.photoUrl);
  });

  it("sizes xsmall 24, small 28, medium 40, large 100, xlarge 145", () => {
    expect(userPhotoSizes).toEqual({ xsmall: 24, small: 28, medium: 40, large: 100, xlarge: 145 });
    render(<UserPhoto user={alice} size="xlarge" />);
    const photo = screen.getByRole("img", { name: "Alice" });
    expect(photo.getAttribute("width")).toBe("145");
    expect(photo.style.height).toBe("145px");
  });

  it("falls back to the default person icon when the photo fails to load", () => {
    render(<UserPhoto user={alice} size="small" />);
    fireEvent.error(screen.getByRole("img", { name: "Alice" }));
    const icon = screen.getByRole("img", { name: "Alice" });
    expect(icon.tagName.toLowerCase()).toBe("svg");
    expect(icon.style.width).toBe("28px");
  });

  it("tries a new photo after an earlier one failed", () => {
    const { rerender } = render(<UserPhoto user={alice} />);
    fireEvent.error(screen.getByRole("img", { name: "Alice" }));
    rerender(<UserPhoto user={{ ...alice, photoUrl: "https://cdn.example.com/new.png" }} />);
    expect(screen.getByRole("img", { name: "Alice" }).tagName).toBe("IMG");
  });

  it("shows the icon for an empty photo, named 'Deleted User' when there is no name (shell spec §3)", () => {
    render(<UserPhoto user={{ name: "", photoUrl: "" }} />);
    expect(screen.getByRole("img", { name: "Deleted User" }).tagName.toLowerCase()).toBe("svg");
  });
});
