import { concurrencyLimit } from "./process";

describe("the photo decoding limit", () => {
  it("runs at most its number of tasks at once, the rest in order, and goes on after a failure", async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      order.push(n);
      if (n === 1) throw new Error("unreadable");
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => run(task(n))));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual(["rejected", ...Array(5).fill("fulfilled")]);
  });
});
