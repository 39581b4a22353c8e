import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { LOCAL_PHOTO_PATH, PHOTO_NAME, type PhotoStore } from "./names";

/** The folder of photos kept on the site's own disk: PHOTOS_DIR, or photos/ in the project's .data folder. */
// The folder is chosen at run time: the build must not trace it (turbopackIgnore), photos are not part of the app.
const localPhotoDir = () =>
  process.env.PHOTOS_DIR || path.join(/* turbopackIgnore: true */ process.cwd(), ".data", "photos");

export function createLocalPhotoStore(dir = localPhotoDir()): PhotoStore {
  const file = (name: string) => {
    if (!PHOTO_NAME.test(name)) throw new Error(`Not a photo name: ${name}`);
    return path.join(/* turbopackIgnore: true */ dir, name);
  };
  return {
    async save(name, data) {
      await mkdir(/* turbopackIgnore: true */ dir, { recursive: true });
      // 'wx': a photo is never replaced.
      await writeFile(file(name), data, { flag: "wx" });
      return `${LOCAL_PHOTO_PATH}${name}`;
    },
    async remove(name) {
      await rm(file(name), { force: true });
    },
  };
}

/** A stored photo's bytes, or null when there is none by that name. */
export async function readLocalPhoto(name: string, dir = localPhotoDir()): Promise<Buffer | null> {
  if (!PHOTO_NAME.test(name)) return null;
  return readFile(path.join(/* turbopackIgnore: true */ dir, name)).catch(() => null);
}
