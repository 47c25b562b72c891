import sys

from speedgames.cli import main

raise SystemExit(main(sys.argv[1:]))
