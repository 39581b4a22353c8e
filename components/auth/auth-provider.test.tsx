import { renderToString } from "react-dom/server";
import { USE_AUTH_OUTSIDE_PROVIDER } from "@/lib/auth/constants";
import { AuthProvider, useAuth } from "./auth-provider";

function Probe() {
  const auth = useAuth();
  return <p>{`loading:${auth.loading} available:${auth.available} user:${auth.user?.id ?? "none"}`}</p>;
}

describe("useAuth", () => {
  it("throws outside its provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderToString(<Probe />)).toThrow(USE_AUTH_OUTSIDE_PROVIDER);
  });

  it("inside the provider starts loading; without an auth client it says accounts are unavailable", () => {
    expect(
      renderToString(
        <AuthProvider client={null}>
          <Probe />
        </AuthProvider>,
      ),
    ).toContain("loading:true available:false user:none");
  });
});
