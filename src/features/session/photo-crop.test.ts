import { describe, expect, it } from "vitest";
import { centeredSquare, moveSquare, squareAfterKey } from "./photo-crop";

describe("photo crop: the square a new photo is cut to", () => {
  it("starts as the largest square centered on the image", () => {
    expect(centeredSquare(400, 300)).toEqual({ x: 50, y: 0, size: 300 });
    expect(centeredSquare(300, 401)).toEqual({ x: 0, y: 50, size: 300 });
    expect(centeredSquare(200, 200)).toEqual({ x: 0, y: 0, size: 200 });
  });

  it("moves with the arrow keys in steps of a fiftieth of the shorter side, ten with Shift", () => {
    const start = centeredSquare(400, 300);
    expect(squareAfterKey(start, "ArrowLeft", false, 400, 300)).toEqual({ x: 44, y: 0, size: 300 });
    expect(squareAfterKey(start, "ArrowRight", true, 400, 300)).toEqual({ x: 100, y: 0, size: 300 });
    expect(squareAfterKey(start, "Enter", false, 400, 300)).toBeUndefined();
  });

  it("never leaves the image, whichever way it is pushed or dragged", () => {
    const start = centeredSquare(400, 300);
    expect(moveSquare(start, -1000, -1000, 400, 300)).toEqual({ x: 0, y: 0, size: 300 });
    expect(moveSquare(start, 1000, 1000, 400, 300)).toEqual({ x: 100, y: 0, size: 300 });
    expect(squareAfterKey(start, "ArrowDown", false, 400, 300)).toEqual(start);
  });
});
