import { PHOTO_NOT_SAVED, PHOTO_UPLOAD_PATH } from "./constants";

/**
 * Sends a stored submission's photo on its own, with the one-time token its server action answered: null once it
 * is kept, else why not (the route's message). The browser declares the file's length; the route judges its
 * content whatever type the file claims.
 */
export async function sendPhoto(token: string, file: File): Promise<string | null> {
  try {
    const response = await fetch(PHOTO_UPLOAD_PATH, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": file.type || "image/jpeg" },
      body: file,
    });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    return typeof answer?.error?.message === "string" ? answer.error.message : PHOTO_NOT_SAVED;
  } catch {
    return PHOTO_NOT_SAVED;
  }
}
