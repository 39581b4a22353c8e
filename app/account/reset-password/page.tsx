import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/password-reset-forms";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ token?: string | string[]; code?: string | string[] }> };

/** Opened from a reset link: its token (or, on Supabase, its code) goes with the new password. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token, code } = await searchParams;
  const given = typeof token === "string" ? token : typeof code === "string" ? code : "";
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Choose a new password</h1>
      <div className="rounded-xl border bg-card p-6">
        <ResetPasswordForm token={given.slice(0, 500)} />
      </div>
    </div>
  );
}
