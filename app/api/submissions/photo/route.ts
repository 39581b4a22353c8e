import { receiveSubmissionPhoto } from "@/lib/photos/upload";

/**
 * POST a stored submission's photo: the image's bytes (JPEG, PNG or WebP, at most 5 MB, with Content-Length) and
 * `Authorization: Bearer <token>`, the one-time token its server action answered. 201 {photo_url}; 4xx otherwise.
 */
export function POST(request: Request) {
  return receiveSubmissionPhoto(request);
}
