import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { UserPhoto, userPhotoSizes } from "./UserPhoto";
import { letterAvatarUrl } from "../../runtime/url/letter-avatar";

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

  it("a member without a photo gets their letter avatar, named after them, lazily loaded", () => {
    render(<UserPhoto user={{ userID: 7, name: "Ann Lee", photoUrl: "" }} size="small" />);
    const avatar = screen.getByRole("img", { name: "Ann Lee" });
    expect(avatar.tagName).toBe("IMG");
    expect(avatar.getAttribute("src")).toBe("/api/v2/avatars/Ann%20Lee.svg");
    expect(avatar.getAttribute("src")).toBe(letterAvatarUrl("Ann Lee"));
    expect(avatar.getAttribute("loading")).toBe("lazy");
    expect(avatar.getAttribute("width")).toBe("28");
    expect(avatar.style.height).toBe("28px");
  });

  it("a decorative letter avatar has an empty alt text", () => {
    const { container } = render(<UserPhoto user={{ name: "Ann Lee" }} isDecorative />);
    expect(screen.queryByRole("img")).toBeNull();
    const avatar = container.querySelector("img");
    expect(avatar?.getAttribute("alt")).toBe("");
    expect(avatar?.getAttribute("src")).toBe(letterAvatarUrl("Ann Lee"));
  });

  it("an unsafe photo address counts as no photo: the letter avatar shows (content spec §5)", () => {
    render(<UserPhoto user={{ name: "Alice", photoUrl: "javascript:alert(1)" }} />);
    expect(screen.getByRole("img", { name: "Alice" }).getAttribute("src")).toBe(letterAvatarUrl("Alice"));
  });

  it("a photo that fails to load gives way to the letter avatar, then to the person icon (shell spec §4)", () => {
    render(<UserPhoto user={alice} size="small" />);
    fireEvent.error(screen.getByRole("img", { name: "Alice" }));
    const avatar = screen.getByRole("img", { name: "Alice" });
    expect(avatar.tagName).toBe("IMG");
    expect(avatar.getAttribute("src")).toBe(letterAvatarUrl("Alice"));
    fireEvent.error(avatar);
    const icon = screen.getByRole("img", { name: "Alice" });
    expect(icon.tagName.toLowerCase()).toBe("svg");
    expect(icon.style.width).toBe("28px");
  });

  it("tries a new photo after an earlier one failed", () => {
    const { rerender } = render(<UserPhoto user={alice} />);
    fireEvent.error(screen.getByRole("img", { name: "Alice" }));
    rerender(<UserPhoto user={{ ...alice, photoUrl: "https://cdn.example.com/new.png" }} />);
    const photo = screen.getByRole("img", { name: "Alice" });
    expect(photo.getAttribute("src")).toBe("https://cdn.example.com/new.png");
  });

  it("a placeholder user keeps the person icon, named 'Deleted User' when there is no name (shell spec §3)", () => {
    render(<UserPhoto user={{ name: "", photoUrl: "" }} />);
    expect(screen.getByRole("img", { name: "Deleted User" }).tagName.toLowerCase()).toBe("svg");
  });

  it("a placeholder user with a name (userID 0) keeps the person icon too (shell spec §3)", () => {
    render(<UserPhoto user={{ userID: 0, name: "Unknown User", photoUrl: "" }} />);
    expect(screen.getByRole("img", { name: "Unknown User" }).tagName.toLowerCase()).toBe("svg");
  });
});
