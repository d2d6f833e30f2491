"""Builds the extension module gridgames._gridgames with CMake (there is no scikit-build-core in
Debian 12): setuptools calls CMake on the repository, builds the one target gridgames_python, and
copies the module into the wheel beside python/gridgames/*.py.

The CMake build folder is $GRIDGAMES_BUILD_DIR when set (scripts/test-python points it at
build/release so that its objects are reused), else build/python. An existing build folder keeps
its options (and its Python: the same version as the one installing); a new one is configured as a release build for this machine (-march=native unless
GRIDGAMES_NATIVE=OFF is in the environment), without tests and benchmarks.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


class CMakeExtension(Extension):
    def __init__(self, name):
        super().__init__(name, sources=[])


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build_dir = Path(os.environ.get("GRIDGAMES_BUILD_DIR", ROOT / "build" / "python"))
        if not build_dir.is_absolute():
            build_dir = ROOT / build_dir
        configure = ["cmake", "-S", str(ROOT), "-B", str(build_dir), "-DGRIDGAMES_PYTHON=ON"]
        if not (build_dir / "CMakeCache.txt").exists():
            native = os.environ.get("GRIDGAMES_NATIVE", "ON")
            configure += [f"-DPython3_EXECUTABLE={sys.executable}", "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release", f"-DGRIDGAMES_NATIVE={native}",
                          "-DGRIDGAMES_TESTS=OFF", "-DGRIDGAMES_BENCH=OFF", "-DGRIDGAMES_FUZZ=OFF"]
        subprocess.run(configure, check=True, stdout=subprocess.DEVNULL)
        jobs = os.environ.get("GRIDGAMES_JOBS", str(os.cpu_count() or 1))
        subprocess.run(["cmake", "--build", str(build_dir), "-j", jobs, "--target", "gridgames_python"], check=True)
        built = build_dir / "python" / "gridgames" / Path(self.get_ext_filename(ext.name)).name
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(
    packages=["gridgames"],
    package_dir={"": "python"},
    ext_modules=[CMakeExtension("gridgames._gridgames")],
    cmdclass={"build_ext": CMakeBuild},
    zip_safe=False,
)
