import { describe, expect, it } from "vitest";
import { guessDomain } from "../../src/core/ingest/domain.js";

describe("guessDomain", () => {
  it("a TV catalogue with a store is media, not a shop (BBC iPlayer, fresh57)", () => {
    // Its channels are TV channels: as e-commerce they were given the sales-channel pool ("email").
    const texts = [
      "BBC iPlayer Business Layer",
      "The definitive iPlayer API.",
      "get programmes Programmes by initial title character",
      "list all the episodes for a category in TV & iPlayer",
      "get broadcasts by channel",
      "get schedule by channel",
      "get user store purchases",
      "get user store recommendations",
      "the store of the user",
      "store recommendation",
    ];
    expect(guessDomain(texts)).toBe("media");
  });

  it("a radio listening service is media (NPR Listening Service, dev52b)", () => {
    const texts = [
      "NPR Listening Service",
      "get recommended audio for the user",
      "send ratings for pieces of audio",
      "list the history of listening",
      "search for audio and podcasts",
      "get a station",
      "list local stations",
    ];
    expect(guessDomain(texts)).toBe("media");
  });

  it("keeps a shop a shop and says general when nothing stands out", () => {
    expect(guessDomain(["Shoe shop", "list products", "add to cart", "checkout the order"])).toBe(
      "e-commerce",
    );
    expect(guessDomain(["Users API", "list users", "get a user"])).toBe("general");
  });
});
